import SwiftUI
import Combine

// The change model decides the profile: a closure handed to a non-leaf child is a default-profile
// finding only where the view building it re-evaluates about once a second or more, the child
// would not re-evaluate that often anyway, and the work saved is not trivial (rows, a large
// body): a small Card re-evaluated on a tick costs next to nothing. The snapshot marks the
// audit-only ones.

struct Badge: View {
    let title: String
    var body: some View { Text(title).padding(4) }
}

struct Card: View {
    let title: String
    let onTap: () -> Void
    var body: some View {
        VStack {
            Badge(title: title)
            Button("Open", action: onTap)
        }
    }
}

// A timer writes `elapsed` every second: each tick builds a new closure for Card.
struct Stopwatch: View {
    @State private var elapsed = 0
    @State private var laps: [Int] = []
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(elapsed)")
            Card(title: "Lap", onTap: { laps.append(elapsed) }) //~ body_closure_argument
        }
        .onReceive(timer) { _ in elapsed += 1 }
    }
}

// The same tick re-evaluates a Card per lap: the saving is multiplied by the rows.
struct LapList: View {
    @State private var elapsed = 0
    @State private var laps: [Int] = []
    @State private var selected: Int?
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(elapsed)")
            ForEach(laps, id: \.self) { lap in
                Card(title: "\(lap)", onTap: { selected = lap }) //~ body_closure_argument
            }
        }
        .onReceive(timer) { _ in elapsed += 1 }
    }
}

// A child whose rows are a few fixed actions is no more work than writing them out: audit.
enum LapAction: CaseIterable { case share, delete }

struct LapActions: View {
    let onAction: (LapAction) -> Void
    var body: some View {
        HStack {
            ForEach(LapAction.allCases, id: \.self) { action in
                Button("\(action)") { onAction(action) }
            }
        }
    }
}

struct LapToolbar: View {
    @State private var elapsed = 0
    @State private var last: LapAction?
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(elapsed)")
            LapActions(onAction: { last = $0 }) //~ body_closure_argument
        }
        .onReceive(timer) { _ in elapsed += 1 }
    }
}

// A drag writes `offset` on every frame.
struct DraggableCard: View {
    @State private var offset: CGSize = .zero
    @State private var taps = 0
    var body: some View {
        Card(title: "Drag me", onTap: { taps += 1 }) //~ body_closure_argument
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation })
    }
}

// A project view's callback labelled `onChanged:` runs when the user changes something in it,
// not on every frame like a gesture's `.onChanged`: the audit profile's.
struct CatalogScreen: View {
    @State private var items: [String] = []
    @State private var showsCatalog = false
    var body: some View {
        Card(title: "\(items.count)", onTap: { showsCatalog = true }) //~ body_closure_argument
            .sheet(isPresented: $showsCatalog) {
                CatalogSheet(onChanged: { items = ["a"] })
            }
    }
}

struct CatalogSheet: View {
    let onChanged: () -> Void
    var body: some View { Button("Install", action: onChanged) }
}

// Only a button writes `count`: a re-evaluation per tap is not worth saving (audit only).
struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
        Card(title: "Count", onTap: { count += 1 }) //~ body_closure_argument
    }
}

// A model whose method a timer calls: its `progress` changes every tick, so every view observing
// it re-evaluates on every tick.
final class Download: ObservableObject {
    @Published var progress = 0.0
    @Published var name = ""
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            self?.advance()
        }
    }

    func advance() {
        progress += 0.01
    }
}

struct DownloadScreen: View {
    @ObservedObject var download: Download
    @State private var cancelled = false
    var body: some View {
        ProgressView(value: download.progress)
        Card(title: download.name, onTap: { cancelled = true }) //~ body_closure_argument
    }
}

// The child observes the download too: it re-evaluates on every tick whatever the closure is
// (audit only).
struct DownloadRow: View {
    @ObservedObject var download: Download
    let onCancel: () -> Void
    var body: some View {
        VStack {
            Badge(title: download.name)
            Button("Cancel", action: onCancel)
        }
    }
}

struct DownloadList: View {
    @ObservedObject var download: Download
    @State private var cancelled = false
    var body: some View {
        ProgressView(value: download.progress)
        DownloadRow(download: download, onCancel: { cancelled = true }) //~ body_closure_argument
    }
}

// A TimelineView builds its content again on every tick. A child also given the tick's date
// re-evaluates on every tick anyway: the closure is not the cause (not reported). A small child
// there costs little next to the content the timeline rebuilds on purpose (audit only).
struct Clock: View {
    @State private var taps = 0
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { context in
            Card(title: "Taps", onTap: { taps += 1 }) //~ body_closure_argument
            Card(title: context.date.formatted(), onTap: { taps += 1 })
        }
    }
}

// A child that builds rows of its own is worth sparing on every tick (default profile).
struct Scoreboard: View {
    let scores: [Int]
    let onSelect: (Int) -> Void
    var body: some View {
        ForEach(scores, id: \.self) { score in
            Button("\(score)") { onSelect(score) }
        }
    }
}

struct LiveScores: View {
    let scores: [Int]
    @State private var picked = 0
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { _ in
            Scoreboard(scores: scores, onSelect: { picked = $0 }) //~ body_closure_argument
        }
    }
}

// A countdown updated once a second re-evaluates its screen once a second: sparing even a
// large child that is not worth a change (audit only). Faster timers are ticks.
struct Countdown: View {
    @State private var remaining = 60
    @State private var cancelled = false
    private let second = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Scoreboard(scores: [remaining], onSelect: { _ in cancelled = true }) //~ body_closure_argument
            .onReceive(second) { _ in remaining -= 1 }
        TimelineView(.everyMinute) { _ in
            Scoreboard(scores: [remaining], onSelect: { _ in cancelled = true }) //~ body_closure_argument
        }
    }
}

// An hourly refresh is a poll, not a tick (audit only).
struct HourlyBanner: View {
    @State private var now = Date()
    @State private var seen = false
    private let refresh = Timer.publish(every: 3600, on: .main, in: .common).autoconnect()
    var body: some View {
        Card(title: now.formatted(), onTap: { seen = true }) //~ body_closure_argument
            .onReceive(refresh) { now = $0 }
    }
}

// A width measured when the layout changes is not a per-frame source (audit only).
struct MeasuredTabs: View {
    @State private var width: CGFloat = 0
    @State private var picked = 0
    var body: some View {
        Card(title: "\(width)", onTap: { picked = 1 }) //~ body_closure_argument
            .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

// A slider bound to a model's property writes it on every frame of the drag.
final class Mixer: ObservableObject {
    @Published var volume = 0.5
    @Published var muted = false
}

struct MixerScreen: View {
    @ObservedObject var mixer: Mixer
    @State private var opened = false
    var body: some View {
        Slider(value: $mixer.volume)
        Card(title: "Mixer", onTap: { opened = true }) //~ body_closure_argument
    }
}

// A popover's content exists only while it is presented, and the canvas is not dragged then:
// its per-frame source does not count for the editor in the popover (the audit profile's).
// The same editor on the canvas itself re-evaluates on every frame of the drag (default).
struct MarkerEditor: View {
    let markers: [String]
    let onSave: () -> Void
    var body: some View {
        List(markers, id: \.self) { marker in
            Text(marker)
        }
        Button("Save", action: onSave)
    }
}

struct MarkerCanvas: View {
    @State private var offset: CGSize = .zero
    @State private var editing = false
    @State private var markers: [String] = []
    var body: some View {
        VStack {
            MarkerEditor(markers: markers, onSave: { editing = false }) //~ body_closure_argument
            Color.clear
                .offset(offset)
                .gesture(DragGesture().onChanged { value in offset = value.translation })
        }
    }
}

struct MarkerBoard: View {
    @State private var offset: CGSize = .zero
    @State private var editing = false
    @State private var markers: [String] = []
    var body: some View {
        Color.clear
            .offset(offset)
            .gesture(DragGesture().onChanged { value in offset = value.translation })
            .popover(isPresented: $editing) {
                MarkerEditor(markers: markers, onSave: { editing = false }) //~ body_closure_argument
            }
    }
}
