// A fresh `id` matters where something identifies values of that type by it: a `ForEach` or
// `.sheet(item:)` reading a property that holds the type (`var rows: [Row]`, `var sheet: Sheet?`).
// A type only handed to `.confirmationDialog(presenting:)`, which ignores its id, is the audit
// profile's, with a note (the snapshot marks it).
import Observation
import SwiftUI

struct Row: Identifiable {
    var title: String
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

enum Sheet: Identifiable {
    case settings, about
    var id: UUID { .init() } //~ identifiable_fresh_id
}

enum Dialog: Identifiable {
    case delete, rename
    var id: UUID { .init() } //~ identifiable_fresh_id
}

@Observable final class Screen {
    var rows: [Row] = []
    var sheet: Sheet?
    var dialog: Dialog?
    var showsDialog = false
}

struct ScreenView: View {
    @State private var screen = Screen()

    var body: some View {
        List {
            ForEach(screen.rows) { row in Text(row.title) }
        }
        .sheet(item: $screen.sheet) { sheet in Text("\(sheet)") }
        .confirmationDialog("Sure?", isPresented: $screen.showsDialog, presenting: screen.dialog) { dialog in
            Button("OK") { _ = dialog }
        }
    }
}
