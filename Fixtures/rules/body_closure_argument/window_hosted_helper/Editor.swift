import SwiftUI

struct Glyph: View {
    var body: some View { Image(systemName: "bell") }
}

struct ToastCard: View {
    let message: String
    let onClose: () -> Void

    var body: some View { HStack { Glyph(); Text(message) } }
}

// The toast and the alert are hosted in windows of their own; the overlay and the inline
// presenter's content are part of this body.
struct Editor: View {
    @State private var showsToast = false
    @State private var text = ""
    @State private var showsAlert = false

    var body: some View {
        TextEditor(text: $text)
            .toast(isPresented: $showsToast) {
                ToastCard(message: "Saved", onClose: { showsToast = false })
            }
            .overlay(alignment: .top) {
                ToastCard(message: text, onClose: { text = "" }) //~ body_closure_argument
            }
            .background {
                AlertPresenter(isPresented: $showsAlert) {
                    ToastCard(message: "Deleted", onClose: { showsAlert = false })
                }
                InlinePresenter(isPresented: $showsAlert) {
                    ToastCard(message: "Deleted", onClose: { showsAlert = false })
                }
            }
    }
}
