import SwiftUI

struct NoteView: View {
    var body: some View { Text("Note") }
}

private struct PreviewHelper: View {
    var body: some View { NoteView() }
}

#Preview {
    PreviewHelper()
}
