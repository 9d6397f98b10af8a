import SwiftUI

final class TableModel: ObservableObject {
    @Published var rows: [String] = []
    @Published var searchText = ""
    @Published var result: RunResult?
    let columns = ["id", "name"]

    var filteredRows: [String] {
        searchText.isEmpty ? rows : rows.filter { $0.contains(searchText) }
    }

    /// Reads only a constant: the column headers never change.
    var headers: [String] {
        columns.map { $0.uppercased() }
    }

    func load() {
        Task { @MainActor in rows = await fetchRows() }
    }

    func run() {
        result = RunResult(entries: ["a", "b"])
    }
}

struct RunResult {
    var entries: [String]
}

func fetchRows() async -> [String] { [] }

struct TableScreen: View {
    @StateObject private var model = TableModel()

    var body: some View {
        List {
            // A computed property of the model over a list it loads and a text it filters by.
            ForEach(model.filteredRows.indices, id: \.self) { index in //~ foreach_unstable_id
                Swatch(name: model.filteredRows[index])
            }
            // Counter-example: computed from a constant.
            ForEach(model.headers.indices, id: \.self) { index in
                Swatch(name: model.headers[index])
            }
            // The result is replaced by each run; its entries are read through the unwrapped value.
            if let result = model.result {
                ForEach(0..<result.entries.count, id: \.self) { index in //~ foreach_unstable_id
                    Swatch(name: result.entries[index])
                }
            }
        }
        .searchable(text: $model.searchText)
        .onAppear { model.load() }
        .toolbar { Button("Run") { model.run() } }
    }
}
