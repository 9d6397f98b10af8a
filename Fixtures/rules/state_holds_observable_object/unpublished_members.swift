import SwiftUI

// A view that shows only stored properties the class does not publish: observing the object
// would refresh nothing it shows (the audit profile's). A published member read beside them, a
// computed one, a method called in the body, or a class that announces by hand still go stale.

final class ProjectWorkspace: ObservableObject {
    @Published var openTabs: [String] = []
    var fileClient: FileClient?
    let rootPath: String = "/"
    var tabCount: Int { openTabs.count }
    func summary() -> String { openTabs.joined() }
}

final class FileClient {
    var model: String = ""
}

struct CommitSheet: View {
    @State var workspace: ProjectWorkspace //~ state_holds_observable_object

    var body: some View {
        VStack {
            Text(workspace.fileClient?.model ?? "")
            Text(workspace.rootPath)
        }
    }
}

struct TabCounter: View {
    @State var workspace: ProjectWorkspace //~ state_holds_observable_object

    var body: some View {
        VStack {
            Text(workspace.rootPath)
            Text("\(workspace.openTabs.count)")
        }
    }
}

struct TabTotal: View {
    @State var workspace: ProjectWorkspace //~ state_holds_observable_object

    var body: some View { Text("\(workspace.tabCount)") }
}

struct TabSummary: View {
    @State var workspace: ProjectWorkspace //~ state_holds_observable_object

    var body: some View { Text(workspace.summary()) }
}

final class ManualWorkspace: ObservableObject {
    @Published var title = ""
    var path: String = "" {
        didSet { objectWillChange.send() }
    }
}

struct ManualPath: View {
    @State var workspace: ManualWorkspace //~ state_holds_observable_object

    var body: some View { Text(workspace.path) }
}
