import SwiftUI

// A parent's rows taken from a computed property that filters a held object's collection
// (`past` reads `feed.outings`, which a load assigns anew), identified by the element's `id`:
// each row keeps its element when the list reloads, so what the row derives from it changes
// only when elements are edited in place (`outings[i].guests = …`, below). Counted by
// position: reported.
struct Outing: Identifiable {
    let id: Int
    var guests: [String]?
    var isPast: Bool
}

@Observable
final class OutingFeed {
    var outings: [Outing] = []
    private(set) var pinned: [Outing] = [Outing(id: 0, guests: ["A"], isPast: false)]
    func reload() async { self.outings = [] }
    func invite(_ name: String, to index: Int) { outings[index].guests = (outings[index].guests ?? []) + [name] }
}

struct OutingHistory: View {
    var feed: OutingFeed

    var body: some View {
        List {
            ForEach(past) { outing in
                OutingCard(outing: outing)
            }
            ForEach(pinnedOnes) { outing in
                PinnedOutingCard(outing: outing)
            }
        }
        .task { await feed.reload() }
    }

    private var past: [Outing] {
        feed.outings.filter { $0.isPast }.sorted { $0.id < $1.id }
    }

    // Set when the feed is made and never again: fixed.
    private var pinnedOnes: [Outing] {
        feed.pinned.filter { !$0.isPast }
    }
}

struct OutingCard: View {
    let outing: Outing

    var body: some View { guestRow }

    private var guestRow: some View {
        let guests = outing.guests ?? []
        let shown = min(guests.count, 2)
        return HStack {
            ForEach(0..<shown, id: \.self) { index in //~ foreach_unstable_id
                Text(guests[index])
            }
        }
    }
}

struct PinnedOutingCard: View {
    let outing: Outing

    var body: some View {
        let guests = outing.guests ?? []
        HStack {
            ForEach(0..<guests.count, id: \.self) { index in
                Text(guests[index])
            }
        }
    }
}

// The same with a class for each element, held in a plain `let`: rows identified by the
// record's `id` keep their record when the feed reloads, and nothing edits a record's names in
// place, so its names are fixed while its card is shown (judged on unseen apps: an article's
// image URLs, an event's details, each fixed while its row is shown). So is a record passed
// from a list set once (`archive`, never written after it is made).
final class GuestRecord: Identifiable {
    let id: Int
    let names: [String]
    init(id: Int, names: [String]) {
        self.id = id
        self.names = names
    }
}

@Observable
final class GuestFeed {
    var records: [GuestRecord] = []
    let archive: [GuestRecord] = [GuestRecord(id: 1, names: ["B"])]
    func reload() async { self.records = [] }
}

struct GuestFeedView: View {
    var feed: GuestFeed

    var body: some View {
        List {
            ForEach(feed.records) { record in
                GuestRecordCard(record: record)
            }
            ForEach(feed.archive) { record in
                ArchivedGuestCard(record: record)
            }
        }
        .task { await feed.reload() }
    }
}

struct GuestRecordCard: View {
    let record: GuestRecord

    var body: some View {
        ForEach(0..<min(record.names.count, 3), id: \.self) { index in
            Text(record.names[index])
        }
    }
}

struct ArchivedGuestCard: View {
    let record: GuestRecord

    var body: some View {
        ForEach(0..<record.names.count, id: \.self) { index in
            Text(record.names[index])
        }
    }
}
