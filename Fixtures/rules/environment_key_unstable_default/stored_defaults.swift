// Stored static properties are initialized once: stable, even when they create an object or read
// the clock (the value is then fixed for the life of the process).
import Foundation
import SwiftUI

final class Repository {}

struct WindowBox {
    weak var window: AnyObject?
}

private let sharedRepository = Repository()

private struct LetRepositoryKey: EnvironmentKey {
    static let defaultValue = Repository()
}

private struct VarRepositoryKey: EnvironmentKey {
    static var defaultValue = Repository()
}

private struct AnnotatedKey: EnvironmentKey {
    static let defaultValue: Repository = Repository()
}

private struct LaunchDateKey: EnvironmentKey {
    static let defaultValue = Date()
}

private struct WindowKey: EnvironmentKey {
    typealias Value = WindowBox
    static var defaultValue = WindowBox(window: nil)
}

private struct StoredClosureKey: EnvironmentKey {
    static var defaultValue: (String) -> Void = { _ in }
}

// Computed, but returning stable values.
private struct ForwardingKey: EnvironmentKey {
    static var defaultValue: Repository { sharedRepository }
}

private struct OptionalKey: EnvironmentKey {
    static var defaultValue: Repository? { nil }
}

private enum DeviceState {
    case compact, regular
    static let standard = DeviceState.regular
}

private struct DeviceStateKey: EnvironmentKey {
    static var defaultValue: DeviceState { .standard }
}

private struct SizeClassKey: EnvironmentKey {
    static var defaultValue: DeviceState {
        if ProcessInfo.processInfo.isiOSAppOnMac {
            return .regular
        }
        return .compact
    }
}

private struct SpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 8 }
}

private struct InsetsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets = EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
}
