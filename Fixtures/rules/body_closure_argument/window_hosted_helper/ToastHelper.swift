import SwiftUI
import UIKit

// An `.alert`-like helper: the content goes into a window of its own, built when the toast is
// presented, not with the body that applies the modifier.
extension View {
    func toast<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(ToastModifier(isPresented: isPresented, content: content))
    }
}

struct ToastModifier<Toast: View>: ViewModifier {
    @Binding var isPresented: Bool
    let content: () -> Toast

    func body(content base: Content) -> some View {
        base.onChange(of: isPresented) { _, shown in
            guard shown else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIHostingController(rootView: content())
            window.makeKeyAndVisible()
        }
    }
}
