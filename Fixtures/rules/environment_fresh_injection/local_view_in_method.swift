// A view built by a local computed property of a method outside any view: the method reads it
// once (a document's window controller), so the injected object is made once per window.
import AppKit
import SwiftUI

final class ProjectSession: ObservableObject {
    @Published var openFiles: [String] = []
}

struct EditorPane: View {
    @EnvironmentObject var session: ProjectSession
    var body: some View { Text("\(session.openFiles.count) files") }
}

final class TextDocument: NSDocument {
    override func makeWindowControllers() {
        var content: some View {
            EditorPane()
                .environmentObject(ProjectSession())
        }
        let window = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
        window.contentView = NSHostingView(rootView: content)
        addWindowController(NSWindowController(window: window))
    }
}

// A global computed view is read wherever code asks for it, a body included: still reported.
var sharedPane: some View {
    EditorPane()
        .environmentObject(ProjectSession()) //~ environment_fresh_injection
}

struct Workspace: View {
    var body: some View { sharedPane }
}
