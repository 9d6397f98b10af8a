// A fresh identity in code only older systems run (the `else` of `#available`, the body of
// `#unavailable`) is a workaround for their bugs, made on purpose.
import SwiftUI

extension View {
    @ViewBuilder func redrawnOnOldSystems() -> some View {
        if #available(iOS 15, macOS 12, *) {
            self
        } else {
            self.id(UUID())
        }
    }

    @ViewBuilder func resetOnOldSystems() -> some View {
        if #unavailable(iOS 16) {
            self.id(UUID())
        } else {
            self
        }
    }

    // Counter-example: the new systems' branch resets the view on every evaluation.
    @ViewBuilder func resetOnNewSystems() -> some View {
        if #available(iOS 17, *) {
            self.id(UUID()) //~ fresh_id_modifier
        } else {
            self
        }
    }
}
