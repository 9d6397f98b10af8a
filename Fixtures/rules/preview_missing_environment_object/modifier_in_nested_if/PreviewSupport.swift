// A project modifier declared inside nested '#if's (a platform check around '#if DEBUG'): it is
// a declaration like any other and may inject, so previews that apply it are not reported.
import SwiftUI

#if !os(tvOS)
#if DEBUG
struct SampleCart: ViewModifier {
    @StateObject private var cart = Cart()

    func body(content: Content) -> some View {
        content.environmentObject(cart)
    }
}

extension View {
    func withSampleCart() -> some View {
        modifier(SampleCart())
    }
}
#endif
#endif
