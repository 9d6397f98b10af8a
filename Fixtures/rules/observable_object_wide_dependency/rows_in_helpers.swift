import SwiftUI
import Combine

// What re-evaluating a view costs includes the views it hands a new closure to. A trailing
// closure the child stores as a function (a row builder) is new on every evaluation, so the child
// re-evaluates too, with the rows it builds in a view-building helper (`list(for:)`): an unused
// observed object that ticks there is a default-profile finding. A content closure the child
// calls in its initializer leaves only views that compare by value: the small body stays audit.

final class Ticker: ObservableObject {
    @Published var elapsed = 0.0
    @Published var title = ""
    @Published var rate = 1.0
    @Published var isRunning = false
    private var timer: AnyCancellable?

    func start() {
        timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.elapsed += 1
        }
    }
}

struct PagedList<Row: View>: View {
    let items: [String]
    private let row: (String) -> Row
    @State private var filter = ""

    init(items: [String], @ViewBuilder row: @escaping (String) -> Row) {
        self.items = items
        self.row = row
    }

    var body: some View {
        list(for: items)
    }

    @ViewBuilder func list(for items: [String]) -> some View {
        ScrollView {
            ForEach(items.filter { filter.isEmpty || $0.contains(filter) }, id: \.self) { item in
                row(item)
            }
        }
    }
}

struct Framed<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content.padding()
    }
}

// Hands the list a new row closure on every tick: the list and its rows re-evaluate.
struct SongsPane: View {
    @EnvironmentObject var ticker: Ticker //~ observable_object_wide_dependency
    let songs: [String]

    var body: some View {
        PagedList(items: songs) { song in
            Text(song)
        }
    }
}

// `Framed` keeps the views its content built, not the closure: only this small body re-evaluates.
struct CaptionPane: View {
    @EnvironmentObject var ticker: Ticker //~ observable_object_wide_dependency
    let caption: String

    var body: some View {
        Framed {
            Text(caption)
        }
    }
}

@main
struct TickerApp: App {
    @StateObject private var ticker = Ticker()

    var body: some Scene {
        WindowGroup {
            VStack {
                SongsPane(songs: ["One", "Two"])
                CaptionPane(caption: "Now")
            }
            .environmentObject(ticker)
            .onAppear { ticker.start() }
        }
    }
}
