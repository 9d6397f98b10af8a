// Attributes with and without arguments on every kind of declaration.
import SwiftUI

// @cover attr.available
@available(iOS 17, *)
struct NewFeature {}
@available(iOS 17.0, macOS 14.0, watchOS 10, tvOS 17, visionOS 1, *)
func everywhere() {}
@available(*, unavailable)
func gone() {}
@available(*, unavailable, message: "Use modern() instead")
func legacy() {}
@available(*, deprecated)
var oldValue = 0
@available(*, deprecated, message: "old", renamed: "NewFeature")
typealias OldFeature = NewFeature
@available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use NavigationStack")
func navigationView() {}
@available(macOS, obsoleted: 10.15)
func ancient() {}
@available(iOS, unavailable)
@available(macOS 12, *)
func macOnly() {}
@available(swift, introduced: 5.9)
func modernSwift() {}
@available(iOSApplicationExtension, unavailable)
func appOnly() {}
@available(macCatalyst 15.4, iOS 15.4, *)
extension NewFeature {}
@available(*, noasync)
func syncOnly() {}
@backDeployed(before: iOS 17)
public func backDeployed() {}
@_originallyDefinedIn(module: "OldModule", iOS 14)
public struct Moved {}

// @cover attr.swiftui-observation
@Observable
final class Model {
    var count = 0
    @ObservationIgnored var cache: [Int] = []
}
extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var spacing = 8.0
}
struct Screen: View {
    @State private var isOn = false
    @State var text: String = ""
    @Binding var selection: Int
    @Environment(\.dismiss) private var dismiss
    @Environment(Model.self) private var model
    @Environment(\.colorScheme) var colorScheme
    @EnvironmentObject var store: LegacyStore
    @StateObject private var loader = Loader()
    @ObservedObject var observed: Loader
    @FocusState private var focused: Bool
    @AppStorage("username", store: .standard) var username = ""
    @SceneStorage("tab") var tab = 0
    @Namespace var animation
    @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 24
    @Query(sort: \Item.date, order: .reverse) var items: [Item]
    @GestureState private var dragOffset = CGSize.zero
    var body: some View { Text("x") }
}

// @cover attr.concurrency
@MainActor
final class ViewState {
    @MainActor var title = ""
    nonisolated func log() {}
    @MainActor(unsafe) func legacy() {}
    @concurrent func offMain() async {}
}
@MainActor protocol UIBound {}
@preconcurrency @MainActor protocol LegacyBound {}
@globalActor struct RenderActor {
    static let shared = RenderActorImpl()
}
@Sendable func sendableFunc() {}

// @cover attr.objc-spi-misc
@objc(ABCManager)
class Manager: NSObject {
    @objc(performWithValue:completion:)
    func perform(value: Int, completion: @escaping () -> Void) {}
    @objc dynamic var level = 0
    @IBOutlet weak var label: AnyObject?
    @IBAction func tapped(_ sender: Any) {}
    @NSManaged var stored: String
    @objc(isEnabled) var enabled: Bool { true }
    @nonobjc func swiftOnly() {}
}
@_spi(Experimental) public func experimental() {}
@_spi(A) @_spi(B) public struct SharedSPI {}
@inlinable @inline(__always) func hot() {}
@inline(never) func cold() {}
@usableFromInline internal func helper() {}
@_silgen_name("swift_custom") func custom()
@discardableResult func ignorable() -> Int { 0 }
@frozen public enum Frozen { case one }
@testable func shouldStillParse() {}
@derivative(of: everywhere) func derivative() {}
@_disfavoredOverload func overload() {}
@_alwaysEmitIntoClient public func client() {}
@_transparent func transparent() {}
let cFunction: @convention(c) (Int32) -> Int32 = { $0 }
@_cdecl("c_entry") func cEntry() {}
@main struct AppEntry { static func main() {} }
@dynamicMemberLookup
struct Lens<T> { subscript<V>(dynamicMember keyPath: KeyPath<T, V>) -> V { fatalError() } }
@dynamicCallable
struct Caller { func dynamicallyCall(withArguments args: [Int]) -> Int { 0 } }
@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value
    init(wrappedValue: Value, _ range: ClosedRange<Value>) { self.wrappedValue = wrappedValue }
    var projectedValue: Self { self }
}
@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: Int...) -> [Int] { parts }
    static func buildOptional(_ part: [Int]?) -> [Int] { part ?? [] }
}

// @cover attr.custom-wrappers
struct Configured {
    @Clamped(0...10) var level = 5
    @Clamped(wrappedValue: 1, 0...2) var small
    @UserDefault(key: "flag", defaultValue: false) var flag: Bool
    @Validated(.email, message: "bad") var email = ""
    @Lazy<Int>({ 42 }) var answer
    @Module.Wrapper(config: .init(retries: 3)) var wrapped: Int
    @ListBuilder var numbers: [Int] { 1; 2; 3 }
}
@ListBuilder func build() -> [Int] { 1 }
@AutoInit struct Generated { let a: Int }
@Traced(level: 2) func traced() {}
@attached(member) @Tracked<Int>(default: 0) struct Both {}

// @cover attr.sendable-retroactive
struct Wrapper: @unchecked Sendable { var raw: UnsafeMutablePointer<Int> }
extension Int: @retroactive Identifiable { public var id: Int { self } }
extension Model: @preconcurrency ObservableObject {}
struct Isolated: @MainActor Equatable {}
