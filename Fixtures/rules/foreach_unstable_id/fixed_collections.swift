// Position is a fine identity for a collection that never changes while its rows are shown:
// literals, enum cases, constants, values set once when the owner is made, append-only logs.
import Combine
import SwiftUI

enum Speed: Double, CaseIterable {
    case slow = 0.5, normal = 1, fast = 2
}

let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]

struct Choice: Hashable {
    var title: String
}

struct SpeedPicker: View {
    static let presets = [Choice(title: "A"), Choice(title: "B")]
    let options = ["Small", "Medium", "Large"]
    @Binding var speed: Speed

    var body: some View {
        Picker("Speed", selection: $speed) {
            ForEach(Speed.allCases, id: \.hashValue) { speed in
                Text("\(speed.rawValue)").tag(speed)
            }
        }
        ForEach(Array(options.enumerated()), id: \.offset) { index, option in
            Text("\(index + 1). \(option)")
        }
        ForEach(Self.presets.indices, id: \.self) { index in
            TextField("Title", text: .constant(Self.presets[index].title))
        }
        ForEach(weekdays.indices, id: \.self) { index in
            Text(weekdays[index])
        }
        ForEach(Array(["Red", "Green"].enumerated()), id: \.offset) { _, name in
            Text(name)
        }
    }
}

// Set once in the initializer, or only appended to: every element keeps its position.
final class EventLog: ObservableObject {
    @Published var lines: [String] = []
    let trackers: [String]

    init(trackers: [String]) {
        self.trackers = trackers
        if trackers.isEmpty {
            lines = ["No trackers"]
        }
    }

    func record(_ line: String) {
        lines.append(line)
        lines += [""]
    }

    func clear() {
        lines.removeAll()
    }
}

struct EventLogView: View {
    @ObservedObject var log: EventLog

    var body: some View {
        ForEach(Array(log.lines.enumerated()), id: \.offset) { number, line in
            Text("\(number): \(line)")
        }
        ForEach(log.trackers.indices, id: \.self) { index in
            Text(log.trackers[index])
        }
    }
}

// Handed a snapshot by its parent: nothing in the project changes it.
struct AttachmentsStrip: View {
    let images: [String]

    var body: some View {
        HStack {
            ForEach(images, id: \.hashValue) { name in
                Image(name)
            }
        }
    }
}

// Counter-example: a value set in the initializer by a subscription changes later.
final class Feed: ObservableObject {
    @Published var posts: [String] = []

    init(updates: AnyPublisher<[String], Never>) {
        updates.sink { [weak self] new in
            self?.posts = new
        }
        .store(in: &bag)
    }

    var bag = Set<AnyCancellable>()
}

struct PostRow: View {
    let text: String

    var body: some View { Text(text) }
}

struct FeedView: View {
    @ObservedObject var feed: Feed

    var body: some View {
        ForEach(Array(feed.posts.enumerated()), id: \.offset) { _, post in //~ foreach_unstable_id
            PostRow(text: post)
        }
    }
}
