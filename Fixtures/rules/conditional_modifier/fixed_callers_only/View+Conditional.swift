// Two helpers declared here, called from other files: 'when' only ever with conditions fixed for
// the run (a literal, '#available', a static let, a device idiom, a type test, a default), so it
// never changes a view's identity and is no finding; 'hiddenIf' has one call whose condition is
// state, so the declaration is reported with that call.
import SwiftUI

extension View {
    @ViewBuilder func when<Content: View>(_ condition: Bool = true, apply: (Self) -> Content) -> some View {
        if condition { apply(self) } else { self }
    }

    @ViewBuilder func hiddenIf(_ hidden: Bool) -> some View { //~ conditional_modifier
        if hidden { self.hidden() } else { self }
    }
}
