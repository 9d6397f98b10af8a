// View models: @Observable and ObservableObject classes, async loading,
// actors, tasks and Combine pipelines.
import Observation
import SwiftUI
import Combine

// @cover swiftui.view-models
enum Priority: Int, Codable, CaseIterable, Comparable {
    case low, medium, high
    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case created, dueDate = "due", priority
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct TodoTask: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var notes: String? = nil
    var dueDate: Date? = nil
    var priority: Priority = .medium
    var isDone = false
    var isDeleted = false
}

@Observable
@MainActor
final class TaskListModel {
    var tasks: [TodoTask] = []
    var sortOrder: SortOrder = .created
    var showCompleted = true
    var hasError = false
    var lastError: (any Error)?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private let repository: TaskRepository

    init(repository: TaskRepository = .live) {
        self.repository = repository
    }

    var visibleTasks: [TodoTask] {
        let filtered = showCompleted ? tasks : tasks.filter { !$0.isDone }
        return switch sortOrder {
        case .created: filtered
        case .dueDate: filtered.sorted { ($0.dueDate ?? .distantFuture) < ($1.dueDate ?? .distantFuture) }
        case .priority: filtered.sorted(by: { $0.priority > $1.priority })
        }
    }

    func load() {
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                let loaded = try await repository.fetchAll()
                self.tasks = loaded
            } catch is CancellationError {
                return
            } catch {
                self.lastError = error
                self.hasError = true
            }
        }
    }

    func add(_ task: TodoTask) { tasks.append(task) }

    func suggest(for text: String) async {
        guard !text.isEmpty else { return }
        async let remote = repository.suggestions(for: text)
        async let local = Task.detached { text.split(separator: " ").map(String.init) }.value
        let merged = await (try? remote) ?? [] + local
        print(merged)
    }

    nonisolated func export() -> Data { Data() }
}

struct TaskRepository: Sendable {
    var fetchAll: @Sendable () async throws -> [TodoTask]
    var suggestions: @Sendable (String) async throws -> [String]

    static let live = TaskRepository(
        fetchAll: {
            let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/tasks")!)
            return try JSONDecoder().decode([TodoTask].self, from: data)
        },
        suggestions: { query in [query + "?"] }
    )
    static let preview = TaskRepository(fetchAll: { [] }, suggestions: { _ in [] })
}

final class LegacySettings: ObservableObject {
    @Published var username = ""
    @Published private(set) var isValid = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $username
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .map { $0.count >= 3 }
            .removeDuplicates()
            .assign(to: &$isValid)
        NotificationCenter.default.publisher(for: .init("reset"))
            .sink { [weak self] _ in self?.username = "" }
            .store(in: &cancellables)
    }
}

actor ImageCache {
    private var storage: [URL: Data] = [:]
    private var inFlight: [URL: Task<Data, Error>] = [:]

    func image(for url: URL) async throws -> Data {
        if let cached = storage[url] { return cached }
        if let task = inFlight[url] { return try await task.value }
        let task = Task { try await URLSession.shared.data(from: url).0 }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        storage[url] = data
        return data
    }
}
