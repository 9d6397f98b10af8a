import SwiftUI

// The change model decides the profile: work in view-building code is a default-profile finding
// only where it runs often (the view re-evaluates about once a second or more, or the work is
// repeated over the rows of a collection that changes). The snapshot marks the audit-only ones.

// A timer writes `now` every second: every tick builds a new formatter.
struct ClockFace: View {
    @State private var now = Date()
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        Text(formatter.string(from: now))
            .onReceive(timer) { now = $0 }
    }
}

// Inside a TimelineView: built again on every tick of its schedule.
struct Countdown: View {
    let deadline: Date

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { context in
            Text(RelativeDateTimeFormatter().localizedString(for: deadline, relativeTo: context.date)) //~ body_expensive_work
        }
    }
}

// Once per row of a list the view edits. A light formatter there is the audit profile's.
struct Downloads: View {
    @State private var files: [URL] = []

    var body: some View {
        List {
            ForEach(files.indices, id: \.self) { i in //~ foreach_unstable_id
                Text(NumberFormatter().string(from: i as NSNumber) ?? "") //~ body_expensive_work
                Text(ByteCountFormatter().string(fromByteCount: 1)) //~ body_expensive_work
            }
            .onDelete { files.remove(atOffsets: $0) }
        }
    }
}

// Re-evaluates on user actions only: the audit profile's.
struct Profile: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text(NumberFormatter().string(from: 3) ?? "") //~ body_expensive_work
        }
    }
}

struct DownloadsApp: App {
    var body: some Scene {
        WindowGroup {
            ClockFace()
            Countdown(deadline: .now)
            Downloads()
            Profile()
        }
    }
}
