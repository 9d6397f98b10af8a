import SwiftUI

// A view built once per row of a 'ForEach' or 'List' runs its body for every row, as the rows
// are built and scroll in: a locale-loading formatter or a file read there is repeated per row
// (default). An image decoded from bytes a row holds is mostly a small stored thumbnail, and a
// view built once is not repeated (audit). The snapshot marks the audit-only ones.

struct Score: Identifiable {
    let id: Int
    let played: Date
    let cover: Data
}

struct ScoreRow: View {
    let score: Score
    var body: some View {
        HStack {
            Text(RelativeDateTimeFormatter().localizedString(for: score.played, relativeTo: .now)) //~ body_expensive_work
            if let image = UIImage(data: score.cover) { //~ body_expensive_work
                Image(uiImage: image)
            }
        }
    }
}

struct ScoreList: View {
    let scores: [Score]
    var body: some View {
        List {
            ForEach(scores) { score in
                ScoreRow(score: score)
            }
        }
    }
}

// Built once, in a header: the same formatter is made once per evaluation (audit).
struct LastPlayedHeader: View {
    let played: Date
    var body: some View {
        Text(RelativeDateTimeFormatter().localizedString(for: played, relativeTo: .now)) //~ body_expensive_work
    }
}

struct ScoreScreen: View {
    let scores: [Score]
    var body: some View {
        VStack {
            LastPlayedHeader(played: scores.first?.played ?? .now)
            ScoreList(scores: scores)
        }
    }
}
