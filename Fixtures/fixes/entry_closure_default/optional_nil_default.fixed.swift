import SwiftUI

struct Item {
    let name: String
}

// The closure type becomes optional with a nil default; readers then call it with `?()`.
extension EnvironmentValues {
    @Entry var onTap: (() -> Void)? = nil
    @Entry var onSelect: ((Item) -> Void)? = nil
    @Entry var submit: ((String) -> Void)? = nil
    @Entry var load: (@Sendable () async -> Void)? = nil
    @Entry var mainActorAction: (@MainActor () -> Void)? = nil
}

// No fix: the type is already optional, or parenthesized in a way the fix does not rewrite.
extension EnvironmentValues {
    @Entry var parenthesized: (() -> Void) = {}
    @Entry var optionalButSet: (() -> Void)? = {}
}
