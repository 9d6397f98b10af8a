// A value bound by a pattern is a part of what it matches: `case .heatmap(let h)` in a switch
// over `result.body`, or `if case .chart(let c) = result.body`. Rows over such a part change
// when the matched value does, through every view that passes it down.
import SwiftUI

struct Heatmap { var rows: [String] }
struct Chart { var points: [Double] }
enum SectionBody { case heatmap(Heatmap), chart(Chart), none }
struct SectionResult { var body: SectionBody }
struct Composite { var sections: [Int]; var results: [Int: SectionResult] }

struct ReportScreen: View {
    @State private var composite: Composite?
    @State private var range = 0

    var body: some View {
        VStack {
            Picker("Range", selection: $range) { Text("Week").tag(0); Text("Month").tag(1) }
            if let c = composite {
                ForEach(c.sections, id: \.self) { section in
                    if let result = c.results[section] {
                        SectionCard(result: result)
                    }
                }
            }
        }
        .onChange(of: range) { _, _ in regenerate() }
    }

    private func regenerate() { composite = Composite(sections: [range], results: [:]) }
}

struct SectionCard: View {
    let result: SectionResult

    var body: some View {
        switch result.body {
        case .heatmap(let h):
            HeatmapRows(heatmap: h)
        case let .chart(c):
            ForEach(c.points.indices, id: \.self) { i in //~ foreach_unstable_id
                PointRow(value: c.points[i])
            }
        case .none:
            EmptyView()
        }
        if case .chart(let c) = result.body {
            ForEach(Array(c.points.enumerated()), id: \.offset) { _, value in //~ foreach_unstable_id
                PointRow(value: value)
            }
        }
    }
}

struct HeatmapRows: View {
    let heatmap: Heatmap

    var body: some View {
        ForEach(heatmap.rows.indices, id: \.self) { i in //~ foreach_unstable_id
            Text(heatmap.rows[i])
        }
    }
}

struct PointRow: View {
    let value: Double
    @State private var expanded = false
    var body: some View { Text("\(value)").onTapGesture { expanded.toggle() } }
}

// The same shapes over a report made once, when the screen is: nothing changes while shown.
struct FixedReportScreen: View {
    private let result = SectionResult(body: .chart(Chart(points: [1, 2, 3])))

    var body: some View {
        FixedSectionCard(result: result)
    }
}

struct FixedSectionCard: View {
    let result: SectionResult

    var body: some View {
        switch result.body {
        case let .chart(c):
            ForEach(c.points.indices, id: \.self) { i in
                PointRow(value: c.points[i])
            }
        default:
            EmptyView()
        }
    }
}
