import SwiftUI

struct Score {
    var notes: Double
    var chord: Double
    var peak: Double
}

struct Axis {
    let label: String
    let value: Double
}

// A computed array literal: the same axes in the same places, whatever values it reads. Only the
// values shown at each position change: position is the axis's identity.
struct RadarChart: View {
    let score: Score

    private var axes: [Axis] {
        [
            Axis(label: "NOTES", value: score.notes),
            Axis(label: "CHORD", value: score.chord),
            Axis(label: "PEAK", value: score.peak),
        ]
    }

    var body: some View {
        ForEach(0..<axes.count, id: \.self) { i in
            Text(axes[i].label)
        }
    }
}

struct ScoreHost: View {
    @State private var score = Score(notes: 1, chord: 2, peak: 3)

    var body: some View {
        RadarChart(score: score)
        Button("Bump") { score = Score(notes: score.notes + 1, chord: 2, peak: 3) }
    }
}

// A computed filter of what a button assigns: its count and order change. Reported.
struct AxisBoard: View {
    @State private var axes: [Axis] = []

    private var shown: [Axis] { axes.filter { $0.value > 0 } }

    var body: some View {
        ForEach(0..<shown.count, id: \.self) { i in //~ foreach_unstable_id
            Text(shown[i].label)
        }
        Button("Load") { axes = [Axis(label: "A", value: 1)] }
    }
}
