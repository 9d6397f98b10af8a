// Navigation, lists, grids, ForEach variants and an App entry point.
import SwiftUI
import SwiftData

// @cover swiftui.navigation-lists
@main
struct TasksApp: App {
    @State private var model = TaskListModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(model)
        }
        .modelContainer(for: [Folder.self])
        .onChange(of: scenePhase) { _, phase in
            if phase == .active { model.load() }
        }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
    }
}

@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Folder.parent) var children: [Folder] = []
    var parent: Folder?
    init(name: String) { self.name = name }
}

enum Route: Hashable {
    case task(TodoTask.ID)
    case folder(name: String)
    case settings
}

struct RootView: View {
    @Environment(TaskListModel.self) private var model
    @State private var path = NavigationPath()
    @State private var selection: Set<TodoTask.ID> = []
    @State private var query = ""
    @Query(sort: \Folder.name) private var folders: [Folder]

    private let columns = [GridItem(.adaptive(minimum: 120), spacing: 8)]

    var body: some View {
        NavigationStack(path: $path) {
            List(selection: $selection) {
                Section("Tasks") {
                    ForEach(model.visibleTasks) { task in
                        NavigationLink(value: Route.task(task.id)) {
                            Text(task.title)
                        }
                    }
                    .onDelete { offsets in model.tasks.remove(atOffsets: offsets) }
                    .onMove { model.tasks.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    ForEach(folders, id: \.name) { folder in
                        NavigationLink(folder.name, value: Route.folder(name: folder.name))
                    }
                } header: {
                    Text("Folders")
                }
                ForEach(0..<3) { index in
                    Text("Static row \(index)")
                }
                ForEach(Array(model.tasks.enumerated()), id: \.offset) { offset, task in
                    LabeledContent("\(offset)", value: task.title)
                }
            }
            .searchable(text: $query, prompt: "Search tasks")
            .refreshable { model.load() }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .task(let id):
                    Text("Task \(id)")
                case .folder(let name):
                    FolderGrid(name: name, columns: columns)
                case .settings:
                    Text("Settings")
                }
            }
            .toolbar {
                EditButton()
                Button("Settings", systemImage: "gear") { path.append(Route.settings) }
            }
            .overlay {
                if model.tasks.isEmpty {
                    ContentUnavailableView("No Tasks", systemImage: "tray", description: Text("Add one."))
                }
            }
        }
    }
}

struct FolderGrid: View {
    let name: String
    let columns: [GridItem]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                ForEach(1...12, id: \.self) { item in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.tint.opacity(Double(item) / 12))
                        .frame(height: 80)
                        .overlay(alignment: .bottomTrailing) { Text("\(item)").padding(4) }
                }
            }
            .padding()
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct SplitRoot: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Sidebar")
        } content: {
            Text("Content")
        } detail: {
            Text("Detail")
        }
    }
}
