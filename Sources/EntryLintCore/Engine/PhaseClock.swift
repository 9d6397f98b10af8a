import Dispatch
import Foundation

/// How long each phase of one engine run took (`LintOptions.collectTimings`), as data: the
/// command line prints it (`ENTRYLINT_TIMINGS=1`), tests read it.
public struct PhaseTimings: Sendable {
    public struct Phase: Sendable {
        public var name: String
        public var seconds: Double
    }

    public var phases: [Phase] = []

    /// The block `ENTRYLINT_TIMINGS=1` prints on standard error; empty when nothing was timed.
    public var rendered: String {
        guard !phases.isEmpty else { return "" }
        let lines = phases.map { String(format: "%8.3f s  %@", $0.seconds, $0.name) }
        return "entrylint timings:\n" + lines.joined(separator: "\n") + "\n"
    }
}

/// Marks the end of each phase of a run. Off, it records nothing and costs a branch per mark
/// (phase names are built by the caller only when it is on: `mark` takes an autoclosure).
final class PhaseClock {
    private let enabled: Bool
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var timings = PhaseTimings()

    init(enabled: Bool) { self.enabled = enabled }

    func mark(_ phase: @autoclosure () -> String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        timings.phases.append(PhaseTimings.Phase(name: phase(), seconds: Double(now - last) / 1e9))
        last = now
    }

    /// The timings of a finished run: one block, or none when off.
    var result: [PhaseTimings] { enabled && !timings.phases.isEmpty ? [timings] : [] }
}
