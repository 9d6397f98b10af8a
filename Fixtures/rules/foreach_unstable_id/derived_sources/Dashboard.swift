import SwiftUI

struct Stats {
    func points(for period: Int) -> [Double] { Array(repeating: 0, count: period) }
}

struct Dashboard: View {
    let stats: Stats
    @State private var period = 7

    var body: some View {
        VStack {
            // What is passed is computed with the period the picker changes.
            PlotArea(points: stats.points(for: period))
            Picker("Period", selection: $period) {
                Text("Week").tag(7)
                Text("Month").tag(30)
            }
        }
    }
}

struct PlotArea: View {
    let points: [Double]

    var body: some View {
        HStack {
            ForEach(points.indices, id: \.self) { index in //~ foreach_unstable_id
                Bar(value: points[index])
            }
        }
    }
}

struct Bar: View {
    let value: Double
    @State private var highlighted = false

    var body: some View {
        Rectangle().frame(height: value).onTapGesture { highlighted.toggle() }
    }
}
