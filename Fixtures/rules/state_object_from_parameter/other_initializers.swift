import SwiftUI

// A view with two initializers: `init(runner:)` keeps the caller's object, `init(host:)` makes
// its own from a value. Only constructions through `init(runner:)` pass an object; one through
// `init(host:)` whose host changes passes none, so the kept runner is the one passed (the audit
// profile's). A construction through `init(runner:)` that passes another runner is the default's.
final class ProbeRunner: ObservableObject {
    @Published var log = ""
    init(host: ProbeHost) {}
}

final class ProbeHost: ObservableObject {
    @Published var message = ""
    func reconnect() { message = "again" }
}

struct ProbeView: View {
    @StateObject private var runner: ProbeRunner

    init(runner: ProbeRunner) {
        _runner = StateObject(wrappedValue: runner) //~ state_object_from_parameter
    }

    init(host: ProbeHost, message: String) {
        _runner = StateObject(wrappedValue: ProbeRunner(host: host))
    }

    var body: some View { Text(runner.log) }
}

struct ProbeBanner: View {
    let host: ProbeHost

    var body: some View {
        ProbeView(host: host, message: host.message)
        Button("Retry") { host.reconnect() }
    }
}

struct ProbeSheet: View {
    let runner: ProbeRunner

    var body: some View {
        ProbeView(runner: runner)
    }
}

struct SwitchingProbeView: View {
    @StateObject private var runner: ProbeRunner

    init(runner: ProbeRunner) {
        _runner = StateObject(wrappedValue: runner) //~ state_object_from_parameter
    }

    init(host: ProbeHost) {
        _runner = StateObject(wrappedValue: ProbeRunner(host: host))
    }

    var body: some View { Text(runner.log) }
}

final class ProbeBoard: ObservableObject {
    @Published var current = ProbeRunner(host: ProbeHost())
    func next() { current = ProbeRunner(host: ProbeHost()) }
}

struct ProbeSwitcher: View {
    @StateObject private var board = ProbeBoard()

    var body: some View {
        SwitchingProbeView(runner: board.current)
        Button("Next") { board.next() }
    }
}

// A binding to the parent's runner, unwrapped in a sheet's content: while the sheet is up, the
// form and its parent under it are covered, so the runner it was opened with stays (the audit
// profile's). A sheet handed the binding itself can replace it (the default's).
struct SavedProbeView: View {
    @StateObject private var runner: ProbeRunner

    init(runner: ProbeRunner) {
        _runner = StateObject(wrappedValue: runner) //~ state_object_from_parameter
    }

    var body: some View { Text(runner.log) }
}

struct SavedProbeForm: View {
    @Binding var savedRunner: ProbeRunner?
    @State private var showsProbe = false

    var body: some View {
        Button("Probe") { showsProbe = true }
            .sheet(isPresented: $showsProbe) {
                if let runner = savedRunner {
                    SavedProbeView(runner: runner)
                }
            }
    }
}

struct ReplacingProbeView: View {
    @StateObject private var runner: ProbeRunner
    @Binding var saved: ProbeRunner?

    init(runner: ProbeRunner, saved: Binding<ProbeRunner?>) {
        _runner = StateObject(wrappedValue: runner) //~ state_object_from_parameter
        _saved = saved
    }

    var body: some View {
        Button("Again") { saved = ProbeRunner(host: ProbeHost()) }
    }
}

struct ReplacingProbeForm: View {
    @Binding var savedRunner: ProbeRunner?
    @State private var showsProbe = false

    var body: some View {
        Button("Probe") { showsProbe = true }
            .sheet(isPresented: $showsProbe) {
                if let runner = savedRunner {
                    ReplacingProbeView(runner: runner, saved: $savedRunner)
                }
            }
    }
}
