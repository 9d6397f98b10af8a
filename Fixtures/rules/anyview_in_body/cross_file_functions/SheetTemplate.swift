// Functions declared in another file than their callers: a static or global function whose
// parameter is declared `AnyView` forces the caller to erase; a generic one does not.
import SwiftUI

enum SheetTemplate {
    static func makeSheet(title: String, body: AnyView) -> some View {
        VStack {
            Text(title).font(.headline)
            body
        }
    }

    static func makeCard<Content: View>(_ content: Content) -> some View {
        content.padding()
    }
}

func bordered(_ content: AnyView, width: CGFloat = 1) -> some View {
    content.border(Color.gray, width: width)
}

func framed<Content: View>(_ content: Content) -> some View {
    content.frame(maxWidth: .infinity)
}
