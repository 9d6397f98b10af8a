import SwiftUI

extension View {
    @ViewBuilder func `if`<C: View>(_ condition: Bool, transform: (Self) -> C) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
}
