// A parent that hands its data to a helper method of its own (`detail(_ snapshot:)`), which
// builds the child: what the child is passed is what the parent's calls of the method pass. A
// snapshot a timer replaces changes the child's rows; one the parent reads from a constant does
// not.
import SwiftUI
import Observation

struct CoreSnapshot {
    var cores: [Double]
    static let empty = CoreSnapshot(cores: [0, 0])
}

@Observable
final class CoreMetricStore {
    var snapshot: CoreSnapshot?

    func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.snapshot = CoreSnapshot(cores: [Double.random(in: 0...1)])
        }
    }
}

struct CoreGrid: View {
    let cores: [Double]

    var body: some View {
        HStack {
            ForEach(Array(cores.enumerated()), id: \.offset) { _, usage in //~ foreach_unstable_id
                Rectangle().frame(height: usage * 40)
            }
        }
    }
}

struct CoreDashboard: View {
    let store: CoreMetricStore

    var body: some View {
        if let snapshot = store.snapshot {
            detail(snapshot)
        } else {
            ProgressView()
        }
    }

    private func detail(_ snapshot: CoreSnapshot) -> some View {
        CoreGrid(cores: snapshot.cores)
    }
}

struct StillGrid: View {
    let cores: [Double]

    var body: some View {
        HStack {
            ForEach(Array(cores.enumerated()), id: \.offset) { _, usage in
                Rectangle().frame(height: usage * 40)
            }
        }
    }
}

struct StillCoreDashboard: View {
    var body: some View {
        detail(CoreSnapshot.empty)
    }

    private func detail(_ snapshot: CoreSnapshot) -> some View {
        StillGrid(cores: snapshot.cores)
    }
}
