// A project class that only holds values fixed when it is made (only `let` stored properties, not
// observable, no work in its initializer) is a snapshot: a new one on every evaluation is a new
// value, with no state to lose. Counter-examples still reported: a class with a stored `var`, an
// ObservableObject, a class with a superclass the project cannot see, one whose init does work.
import SwiftUI
import Networking

final class StatusSnapshot: Identifiable, Sendable {
    let title: String
    let code: Int
    var isError: Bool { code >= 400 }

    init(title: String, code: Int) {
        self.title = title
        self.code = code
    }
}

extension StatusSnapshot: CustomStringConvertible {
    var description: String { "\(code) \(title)" }
}

final class StatusCounter {
    let title: String
    var taps = 0
    init(title: String) { self.title = title }
}

final class StatusModel: ObservableObject {
    let title: String
    init(title: String) { self.title = title }
}

final class RemoteStatus: NetworkObject {
    let title: String
    init(title: String) { self.title = title }
}

final class LoadingStatus {
    let title: String
    init(title: String) {
        self.title = title
        Task { await URLSession.shared.data(from: URL(string: "https://example.com")!) }
    }
}

struct StatusRow: View {
    let snapshot: StatusSnapshot
    var body: some View { Text(snapshot.title) }
}

struct CounterRow: View {
    let counter: StatusCounter
    var body: some View { Text(counter.title) }
}

struct ModelRow: View {
    @ObservedObject var model: StatusModel
    var body: some View { Text(model.title) }
}

struct RemoteRow: View {
    let status: RemoteStatus
    var body: some View { Text(status.title) }
}

struct LoadingRow: View {
    let status: LoadingStatus
    var body: some View { Text(status.title) }
}

struct StatusSection: View {
    let code: Int

    var body: some View {
        StatusRow(snapshot: StatusSnapshot(title: "Status", code: code))
        CounterRow(counter: StatusCounter(title: "Taps")) //~ body_fresh_object
        ModelRow(model: StatusModel(title: "Model")) //~ body_fresh_object
        RemoteRow(status: RemoteStatus(title: "Remote")) //~ body_fresh_object
        LoadingRow(status: LoadingStatus(title: "Loading")) //~ body_fresh_object
    }
}
