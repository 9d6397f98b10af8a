// A fresh computed `id` loses nothing when nothing identifies elements by it: these rows are
// identified by another key path, and no `ForEach`, `List` or `.sheet(item:)` relies on `id`.
import Foundation
import SwiftUI

struct LogLine: Identifiable {
    var text: String
    var id: UUID { UUID() }
}

struct LogView: View {
    let lines: [LogLine]

    var body: some View {
        List {
            ForEach(lines, id: \.text) { line in
                Text(line.text)
            }
        }
    }
}

#Preview {
    ForEach([LogLine(text: "a")]) { line in
        Text(line.text)
    }
}
