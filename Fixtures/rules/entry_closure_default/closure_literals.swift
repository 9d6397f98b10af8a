// Closure literals cannot be compared: every read of the default looks like a change.
import SwiftUI

struct Item {
    let name: String
}

extension EnvironmentValues {
    @Entry var onTap: () -> Void = {} //~ entry_closure_default
    @Entry var onSelect: (Item) -> Void = { _ in } //~ entry_closure_default
    @Entry var submit: (String) -> Void = { draft in //~ entry_closure_default
        print(draft)
    }
    @Entry var validate: (String) -> Bool = { !$0.isEmpty } //~ entry_closure_default
    @Entry var load: @Sendable () async -> Void = {} //~ entry_closure_default
    @Entry var mainActorAction: @MainActor () -> Void = { } //~ entry_closure_default
    @Entry var parenthesized: (() -> Void) = {} //~ entry_closure_default
    @Entry var optionalButSet: (() -> Void)? = {} //~ entry_closure_default
}

extension Transaction {
    @Entry var completion: () -> Void = {} //~ entry_closure_default
}

extension FocusedValues {
    @Entry var save: () -> Void = {} //~ entry_closure_default
}
