// Attributes, compiler directives, pound keywords, macros and key paths.
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif os(macOS) && !targetEnvironment(macCatalyst)
import AppKit
#else
import Foundation
#endif
#if DEBUG || compiler(>=5.9) && swift(<7.0)
let debug = true
#endif

@available(iOS 17.0, macOS 14, *)
@MainActor
@Observable
final class Store {
    @ObservationIgnored private var cache: [String: Int] = [:]
    @available(*, deprecated, message: "Use load(from:) instead", renamed: "load(from:)")
    func load() {}
    @discardableResult @inlinable public func value() -> Int { 1 }
    @objc(performAction:) func perform(_ sender: Any) {}
    @_spi(Private) public var hidden = 0
    @preconcurrency @Sendable func run(_ body: @escaping @Sendable () -> Void) {}
}

struct ContentView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(Store.self) private var store
    @State private var items: [Int] = []
    @Binding var isOn: Bool
    @FocusState private var focused: Bool
    @AppStorage("key") private var stored = ""
    var body: some View {
        List(items, id: \.self) { item in
            Text("\(item)")
        }
        .onAppear { items = [1, 2].map(\.self) }
    }
}

extension EnvironmentValues {
    @Entry var accent: Color = .blue
}

func checks() {
    if #available(iOS 16, macOS 13.0, *) {
        print("new")
    } else if #unavailable(iOS 15) {
        print("old")
    }
    guard #available(iOS 17.4, *) else { return }
    let selector = #selector(Store.load)
    let getter = #selector(getter: Store.hidden)
    let file = #file, line = #line, column = #column, function = #function
    let fileID = #fileID, filePath = #filePath, dso = #dsohandle
    let keyPath = #keyPath(Store.hidden)
    let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    let url = #URL("https://example.com")
    #warning("A warning")
    #error("An error")
    print(selector, getter, file, line, column, function, fileID, filePath, dso, keyPath, color, url)
}

#sourceLocation(file: "generated.swift", line: 100)
let relocated = 1
#sourceLocation()

#Preview("Content") {
    ContentView(isOn: .constant(true))
}
@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")
let pair = #stringify(1 + 2)

// Key paths.
struct Person { var name: String; var friends: [Person]; var address: Address? }
struct Address { var city: String }
let namePath = \Person.name
let nested = \Person.address?.city
let forced = \Person.address!.city
let subscripted = \Person.friends[0].name
let count = \[Int].count
let identity = \Person.self
let inferred: KeyPath<Person, String> = \.name
let tupleKey = \(Int, Int).0
let sorted = [Person]().sorted(using: KeyPathComparator(\.name))
