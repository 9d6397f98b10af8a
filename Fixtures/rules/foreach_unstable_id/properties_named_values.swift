// `values`, `keys` and `elements` are views of a dictionary or collection before them, but also
// common property names: `viewModel.values` of an object the view holds is that object's
// property, changed by its own methods (a reload from a fetched-results delegate).
import SwiftUI

final class OverviewModel: ObservableObject {
    @Published var values: [String] = []
    func updateValues() { values = ["Food", "Rent"] }
}

struct CategoriesOverview: View {
    @ObservedObject var viewModel: OverviewModel
    private let totals: [String: Int] = ["a": 1]

    var body: some View {
        VStack {
            ForEach(0..<viewModel.values.count, id: \.self) { i in //~ foreach_unstable_id
                Text(viewModel.values[i])
            }
            ForEach(Array(totals.values.enumerated()), id: \.offset) { _, total in
                Text("\(total)")
            }
        }
        Button("Refresh") { viewModel.updateValues() }
    }
}
