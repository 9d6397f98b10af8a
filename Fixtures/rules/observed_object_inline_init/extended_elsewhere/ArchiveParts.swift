import SwiftUI

extension ArchiveDetail {
    var actions: some View {
        Text("Actions")
    }
}

extension ArchiveSummary {
    var results: some View {
        Text(check.results.joined(separator: ", "))
    }
}
