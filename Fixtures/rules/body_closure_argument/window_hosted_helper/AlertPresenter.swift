import SwiftUI
import UIKit

// A presenter view: it keeps the content it is given and shows it in a window of its own when
// presented, built once per presentation.
struct AlertPresenter<Alert: View>: View {
    @Binding var isPresented: Bool
    @ViewBuilder let content: () -> Alert

    var body: some View {
        Color.clear.onChange(of: isPresented) { _, shown in
            guard shown else { return }
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIHostingController(rootView: content())
            window.makeKeyAndVisible()
        }
    }
}

// The same shape that renders its content in place.
struct InlinePresenter<Alert: View>: View {
    @Binding var isPresented: Bool
    @ViewBuilder let content: () -> Alert

    var body: some View {
        if isPresented { content() }
    }
}
