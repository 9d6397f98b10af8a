// Rows with swipe actions: the user swipes one row open and acts on it, usually removing its
// element, and with positions as identity the list animates another row away while the swiped
// one takes the next element's content. The user's state, so the default profile reports it;
// the same rows without swipe actions only update at the wrong place (the audit profile's).
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var results: [String] = []

    func archive(_ title: String) {
        results.removeAll { $0 == title }
    }
}

struct SearchResults: View {
    @ObservedObject var model: SearchModel

    var body: some View {
        List {
            // Swipe actions on the row itself.
            ForEach(Array(model.results.enumerated()), id: \.offset) { _, title in //~ foreach_unstable_id
                Text(title)
                    .swipeActions {
                        Button("Archive") { model.archive(title) }
                    }
            }
            // Swipe actions in the row view the rows build.
            ForEach(model.results.indices, id: \.self) { index in //~ foreach_unstable_id
                ArchivableRow(title: model.results[index]) { model.archive($0) }
            }
            // Swipe actions in the view's own helper that builds each row, called bare or
            // through `self`.
            ForEach(Array(model.results.enumerated()), id: \.offset) { index, title in //~ foreach_unstable_id
                row(title, at: index)
            }
            ForEach(Array(model.results.enumerated()), id: \.offset) { index, title in //~ foreach_unstable_id
                self.row(title, at: index)
            }
            // Counter-example: plain rows, which only update at the wrong place (audit profile).
            ForEach(Array(model.results.enumerated()), id: \.offset) { _, title in //~ foreach_unstable_id
                Text(title)
            }
        }
    }

    private func row(_ title: String, at index: Int) -> some View {
        Text("\(index + 1). \(title)")
            .swipeActions {
                Button("Archive") { model.archive(title) }
            }
    }
}

struct ArchivableRow: View {
    let title: String
    let archive: (String) -> Void

    var body: some View {
        Text(title)
            .swipeActions(edge: .trailing) {
                Button("Archive") { archive(title) }
            }
    }
}

struct FixedMenu: View {
    let titles = ["One", "Two"]

    var body: some View {
        List {
            // Counter-example: swipe actions over a fixed collection are not reported.
            ForEach(Array(titles.enumerated()), id: \.offset) { _, title in
                Text(title).swipeActions { Button("Pin") {} }
            }
        }
    }
}
