// A view that only previews build never runs in the app: its wide dependency is not reported
// (it is with `"previews": true`). The same view built by the app is.
import Combine
import SwiftUI

final class FooterAttributes: ObservableObject {
    @Published var likes = 0
    @Published var replies = 0
    @Published var zaps = 0
    @Published var hasNote = false
}

struct NoteToggle: View {
    @ObservedObject var footer: FooterAttributes
    var body: some View { Image(systemName: footer.hasNote ? "note" : "circle") }
}

struct ZapCount: View {
    @ObservedObject var footer: FooterAttributes //~ observable_object_wide_dependency
    var body: some View { Text("\(footer.zaps)") }
}

struct Footer: View {
    @StateObject private var footer = FooterAttributes()
    var body: some View { ZapCount(footer: footer) }
}

struct NoteToggle_Previews: PreviewProvider {
    static var previews: some View { NoteToggle(footer: FooterAttributes()) }
}
