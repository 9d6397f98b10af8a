import SwiftUI

struct Item {
    let name: String
}

// The closure type becomes optional with a nil default; readers then call it with `?()`.
extension EnvironmentValues {
    @Entry var onTap: () -> Void = {}
    @Entry var onSelect: (Item) -> Void = { _ in }
    @Entry var submit: (String) -> Void = { draft in
        print(draft)
    }
    @Entry var load: @Sendable () async -> Void = {}
    @Entry var mainActorAction: @MainActor () -> Void = { }
}

// No fix: the type is already optional, or parenthesized in a way the fix does not rewrite.
extension EnvironmentValues {
    @Entry var parenthesized: (() -> Void) = {}
    @Entry var optionalButSet: (() -> Void)? = {}
}
