import SwiftUI
import Combine

// The change model decides the profile: a collection built for a child is a default-profile
// finding only where the view building it re-evaluates about once a second or more, and the
// child would not re-evaluate that often anyway. The snapshot marks the audit-only ones.

struct Lap {
    let index: Int
    let seconds: Int
}

struct LapTable: View {
    let laps: [Lap]
    var body: some View {
        VStack {
            ForEach(laps, id: \.index) { lap in
                HStack { Text("\(lap.index)"); Spacer(); Text("\(lap.seconds)") }
            }
        }
    }
}

// A timer writes `elapsed` every second: each tick sorts the laps into a new array, and
// LapTable, whose laps have not changed, re-evaluates with it.
struct Stopwatch: View {
    @State private var elapsed = 0
    @State private var laps: [Lap] = []
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(elapsed)")
            LapTable(laps: laps.sorted { $0.seconds < $1.seconds }) //~ body_collection_argument
            Button("Lap") { laps.append(Lap(index: laps.count, seconds: elapsed)) }
        }
        .onReceive(timer) { _ in elapsed += 1 }
    }
}

// Only a button writes `laps`: a re-evaluation per tap is not worth saving (audit only).
struct LapEditor: View {
    @State private var laps: [Lap] = []
    var body: some View {
        Button("Add") { laps.append(Lap(index: laps.count, seconds: 0)) }
        LapTable(laps: laps.filter { $0.seconds > 0 }) //~ body_collection_argument
    }
}

// A model whose method a timer calls: every view observing it re-evaluates on every tick.
final class Race: ObservableObject {
    @Published var elapsed = 0
    @Published var laps: [Lap] = []
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func tick() {
        elapsed += 1
    }
}

struct RaceScreen: View {
    @ObservedObject var race: Race
    var body: some View {
        Text("\(race.elapsed)")
        LapTable(laps: race.laps.reversed()) //~ body_collection_argument
    }
}

// The child observes the race too: it re-evaluates on every tick whatever the array is (audit only).
struct RaceLapTable: View {
    @ObservedObject var race: Race
    let laps: [Lap]
    var body: some View {
        VStack {
            Text("\(race.elapsed)")
            ForEach(laps, id: \.index) { Text("\($0.seconds)") }
        }
    }
}

struct RaceBoard: View {
    @ObservedObject var race: Race
    @State private var compact = false
    var body: some View {
        Toggle("Compact", isOn: $compact)
        Text("\(race.elapsed)")
        RaceLapTable(race: race, laps: race.laps.filter { $0.seconds > 0 }) //~ body_collection_argument
    }
}

// A TimelineView builds its content again on every tick.
struct LiveLaps: View {
    @State private var laps: [Lap] = []
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { context in
            Text(context.date.formatted())
            LapTable(laps: laps.filter { $0.seconds > 0 }) //~ body_collection_argument
        }
    }
}
