import SwiftUI

// Views extended in another file (ArchiveParts.swift). A private property can only
// be named in this file, so this file's code tells whether the view shows it: here it only
// calls it in functions (the audit profile's). A property other files may name could be shown
// by their extensions: the finding stays.
final class IntegrityCheck: ObservableObject {
    @Published var results: [String] = []
    func run() async { results = ["ok"] }
    func reset() { results.removeAll() }
}

struct ArchiveDetail: View {
    @ObservedObject private var check = IntegrityCheck() //~ observed_object_inline_init
    @State private var task: Task<Void, Never>?

    var body: some View {
        VStack {
            Button("Check") { start() }
            Button("Cancel") { cancel() }
            actions
        }
    }

    private func start() {
        task = Task { await check.run() }
    }

    private func cancel() {
        task?.cancel()
        check.reset()
    }
}

struct ArchiveSummary: View {
    @ObservedObject var check = IntegrityCheck() //~ observed_object_inline_init

    var body: some View {
        VStack {
            Button("Check") { start() }
            results
        }
    }

    func start() {
        Task { await check.run() }
    }
}
