import SwiftUI

public extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
}
