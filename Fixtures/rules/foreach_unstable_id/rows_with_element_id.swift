// Index identity with rows that carry their element's identity: each row is one view given
// `.id(…)` of its element's own property, so when the collection shifts, a position's row takes
// another id and SwiftUI makes it anew instead of handing it another element's state. An `.id`
// of the position, a row of several views, or no `.id` at all is still reported. Beside the view
// given the id, a row may name its element first and show a view only under a condition (a
// page loader at the last row).
import SwiftUI

struct Participant: Identifiable {
    let id: String
    var name: String
}

struct ParticipantRow: View {
    let participant: Participant
    @State private var expanded = false
    var body: some View { Text(participant.name) }
}

struct ParticipantList: View {
    @State private var participants: [Participant] = []

    var body: some View {
        VStack {
            ForEach(participants.indices, id: \.self) { index in
                ParticipantRow(participant: participants[index])
                    .id(participants[index].id)
            }
            ForEach(Array(participants.enumerated()), id: \.offset) { pair in
                ParticipantRow(participant: pair.element).id(pair.element.id)
            }
            ForEach(participants.indices, id: \.self) { index in //~ foreach_unstable_id
                ParticipantRow(participant: participants[index]).id(index)
            }
            ForEach(Array(participants.enumerated()), id: \.offset) { pair in //~ foreach_unstable_id
                ParticipantRow(participant: pair.element).id(pair.offset)
            }
            ForEach(participants.indices, id: \.self) { index in //~ foreach_unstable_id
                ParticipantRow(participant: participants[index])
            }
        }
        .onAppear { participants.insert(Participant(id: "new", name: "New"), at: 0) }
    }
}

// A row whose `.id` is spelled with its element (`"\(index)-\(letter)"`) is a new row when
// another letter comes to its position; one spelled with the position alone is not.
struct LetterView: View {
    let letter: Character
    @State private var shown = false
    var body: some View { Text(String(letter)).opacity(shown ? 1 : 0).onAppear { shown = true } }
}

struct AnimatedWord: View {
    @State private var letters: [Character] = ["h", "i"]

    var body: some View {
        VStack {
            HStack {
                ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in
                    LetterView(letter: letter).id("\(index)-\(letter)")
                }
            }
            HStack {
                ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in //~ foreach_unstable_id
                    LetterView(letter: letter).id("slot-\(index)")
                }
            }
            Button("Add") { letters.insert("a", at: 0) }
        }
    }
}

// The element named by a local of the row, and a loader shown under a condition beside the row:
// the row still carries its element's identity. A local that is not the row's element, a second
// view always shown, or a project view shown under a condition (it may hold state) leaves the
// rows identified by position.
final class ParticipantFeed: ObservableObject {
    @Published var participants: [Participant] = []
    var hasMore = true
    func loadMore() { participants.append(Participant(id: "\(participants.count)", name: "Next")) }
    func sortByName() { participants.sort { $0.name < $1.name } }
}

struct ParticipantFeedView: View {
    @ObservedObject var feed: ParticipantFeed

    var body: some View {
        LazyVStack {
            ForEach(feed.participants.indices, id: \.self) { index in
                let participant = feed.participants[index]
                ParticipantRow(participant: participant)
                    .id(participant.id)
                if participant.id == feed.participants.last?.id && feed.hasMore {
                    ProgressView().onAppear { feed.loadMore() }
                }
            }
            ForEach(feed.participants.indices, id: \.self) { index in //~ foreach_unstable_id
                let first = feed.participants[0]
                ParticipantRow(participant: feed.participants[index])
                    .id(first.id)
            }
            ForEach(feed.participants.indices, id: \.self) { index in //~ foreach_unstable_id
                let participant = feed.participants[index]
                ParticipantRow(participant: participant)
                    .id(participant.id)
                Divider()
            }
            ForEach(feed.participants.indices, id: \.self) { index in //~ foreach_unstable_id
                let participant = feed.participants[index]
                ParticipantRow(participant: participant)
                    .id(participant.id)
                if index == 0 {
                    ParticipantRow(participant: participant)
                }
            }
            Button("Sort") { feed.sortByName() }
        }
    }
}
