// #if inside type bodies, protocols, extensions and enums.
import SwiftUI

// @cover ifconfig.members
struct ProfileView: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    let columns = 2
    #elseif os(macOS)
    @Environment(\.controlActiveState) private var activeState
    let columns = 3
    #else
    let columns = 1
    #endif

    var body: some View {
        Text("profile")
    }

    #if DEBUG
    init(debug: Bool) {}
    func dumpState() { print(columns) }
    subscript(debug index: Int) -> Int { index }
    struct DebugOverlay: View {
        var body: some View { EmptyView() }
    }
    #endif
}

protocol Platform {
    #if os(iOS)
    associatedtype Controller: UIViewController
    func makeController() -> Controller
    #else
    associatedtype Controller
    #endif
    var identifier: String { get }
}

enum Feature: String, CaseIterable {
    case search
    #if os(iOS)
    case camera, nfc
    #elseif os(macOS)
    case menuBar = "menu-bar"
    #endif
    case settings

    #if DEBUG
    static let debugFeatures: [Feature] = [.search]
    #endif
}

extension ProfileView {
    #if canImport(UIKit)
    typealias PlatformImage = UIImage
    #else
    typealias PlatformImage = NSImage
    #endif

    #if swift(>=6.0)
    nonisolated func isolatedCheck() {}
    #endif
}

final class Loader {
    #if DEBUG
    #if targetEnvironment(simulator)
    var delay = 0.0
    #else
    var delay = 0.5
    #endif
    #endif

    var accessors: Int {
        #if DEBUG
        print("computing")
        #endif
        return 1
    }

    // #if wrapping attributes of one member.
    #if os(iOS)
    @MainActor
    #endif
    func refresh() {}

    deinit {
        #if DEBUG
        print("deinit")
        #endif
    }
}

actor Sync {
    #if compiler(>=6)
    nonisolated(unsafe) var raw = 0
    #else
    var raw = 0
    #endif
}
