import SwiftUI
import UIKit

// A representable whose update method does nothing: a new closure makes SwiftUI call it, and
// nothing happens. Not reported.
struct ImagePicker: UIViewControllerRepresentable {
    var onPick: (UIImage) -> Void

    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
}

// Only a comment in it: still nothing to do. Not reported.
struct WindowReader: UIViewRepresentable {
    var onWindow: (UIWindow?) -> Void

    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {
        // The window is read once, in makeUIView.
    }
}

// An update method that works with the closure: each new closure runs it again. Reported.
struct SearchField: UIViewRepresentable {
    var onCommit: (String) -> Void

    func makeUIView(context: Context) -> UITextField { UITextField() }
    func updateUIView(_ field: UITextField, context: Context) {
        field.placeholder = "Search"
        context.coordinator.onCommit = onCommit
    }
}

struct EditScreen: View {
    @State private var image: UIImage?
    @State private var query = ""

    var body: some View {
        VStack {
            ImagePicker(onPick: { image = $0 })
            WindowReader(onWindow: { _ in query = "" })
            SearchField(onCommit: { query = $0 }) //~ body_closure_argument
        }
    }
}
