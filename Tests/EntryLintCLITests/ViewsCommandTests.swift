@testable import EntryLint
import EntryLintCore
import XCTest

/// `entrylint views`: views ranked by how often they re-evaluate, with the sources behind each,
/// resolved by owner type across files (the change model's write sites).
final class ViewsCommandTests: XCTestCase {
    func project() -> TempDir {
        let d = TempDir()
        // A repository root: one file asked for is linted with its whole project.
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Player.swift", """
            import Combine
            final class Player: ObservableObject {
                @Published var position = 0.0
                @Published var title = ""
                @Published var queue: [String] = []
                init() { title = "none" }
                func tick() { position += 1 }
                func load() async {
                    for await item in Feed.items { queue.append(item) }
                }
            }
            """)
        d.write("Sources/PlayerScreen.swift", """
            import SwiftUI
            struct PlayerScreen: View {
                @ObservedObject var player: Player
                let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(player.title)
                        .onReceive(timer) { _ in player.tick() }
                }
            }
            struct Settings: View {
                @State private var volume = 0.5
                @State private var name = ""
                var body: some View {
                    Slider(value: $volume)
                        .onAppear { name = "x" }
                }
            }
            struct Scrubber: View {
                @GestureState private var drag = 0.0
                @State private var offset = 0.0
                var body: some View {
                    Circle().gesture(DragGesture().onChanged { value in offset = value.translation.width })
                }
            }
            struct Queue: View {
                let items: [String]
                var body: some View { List(items, id: \\.self) { Text($0) } }
            }
            """)
        return d
    }

    func testTextRanksViewsWithTheirSources() {
        let d = project()
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        XCTAssertEqual(out.stdoutText, """
        frame   Settings  Sources/PlayerScreen.swift:10
                  frame: 'volume' of 'Settings' is written on every frame of a drag, slider, scroll or geometry change (Sources/PlayerScreen.swift:11)
                  once: 'name' of 'Settings' is written when the view appears or a load completes (Sources/PlayerScreen.swift:12)
        frame   Scrubber  Sources/PlayerScreen.swift:18
                  frame: 'offset' of 'Scrubber' is written on every frame of a drag, slider, scroll or geometry change (Sources/PlayerScreen.swift:20)
        tick    PlayerScreen  Sources/PlayerScreen.swift:2
                  tick: 'position' of 'Player' is written in a timer or progress callback (Sources/Player.swift:3)
                  stream: 'queue' of 'Player' is written in a stream's callback or loop (Sources/Player.swift:5)
                  fixed: 'title' of 'Player' is written in an initializer (Sources/Player.swift:4)
        fixed   Queue  Sources/PlayerScreen.swift:25

        """)
    }

    /// A project view's callback labelled `onChanged:` runs on the user's changes; a gesture's
    /// `.onChanged` runs on every frame.
    func testCallbackLabelledOnChangedIsAnAction() {
        let d = TempDir()
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Catalog.swift", """
            import SwiftUI
            struct Catalog: View {
                @State private var items: [String] = []
                @State private var offset = 0.0
                var body: some View {
                    Sheet(onChanged: { items = ["a"] })
                        .gesture(DragGesture().onChanged { value in offset = value.translation.width })
                }
            }
            struct Sheet: View {
                let onChanged: () -> Void
                var body: some View { Button("Install", action: onChanged) }
            }
            """)
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        XCTAssertTrue(out.stdoutText.contains("action: 'items' of 'Catalog' is written in a user action"), out.stdoutText)
        XCTAssertTrue(out.stdoutText.contains("frame: 'offset' of 'Catalog' is written on every frame"), out.stdoutText)
    }

    /// A timer slower than a minute and the app's life-cycle notifications fire less often than a
    /// user acts; a poll of a few seconds is a stream.
    func testSlowTimersAndLifecycleNotificationsAreRare() {
        let d = TempDir()
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Session.swift", """
            import Combine
            import UIKit
            final class Session: ObservableObject {
                @Published var token = ""
                @Published var expiry = 0
                @Published var status = ""
                private var bag = Set<AnyCancellable>()
                init() {
                    Timer.publish(every: 3600, on: .main, in: .common).autoconnect()
                        .sink { [weak self] _ in self?.token = "" }.store(in: &bag)
                    NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
                        .sink { [weak self] _ in self?.expiry = 1 }.store(in: &bag)
                    Timer.publish(every: 5, on: .main, in: .common).autoconnect()
                        .sink { [weak self] _ in self?.status = "polled" }.store(in: &bag)
                }
            }
            """)
        d.write("Sources/Badge.swift", """
            import SwiftUI
            struct Badge: View {
                @ObservedObject var session: Session
                var body: some View { Text(session.token + session.status + "\\(session.expiry)") }
            }
            """)
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        XCTAssertTrue(out.stdoutText.contains("action: 'token' of 'Session'"), out.stdoutText)
        XCTAssertTrue(out.stdoutText.contains("action: 'expiry' of 'Session'"), out.stdoutText)
        XCTAssertTrue(out.stdoutText.contains("stream: 'status' of 'Session'"), out.stdoutText)
    }

    /// An `@Observable` object re-evaluates a view for the stored properties the view reads,
    /// directly or through a computed property, however the view holds it (`@State`, a plain
    /// `let`, `@Bindable`, `@Environment(T.self)`); a write the view does not read leaves it
    /// alone. A closure whose parameter is a progress report writes a stream of updates.
    func testObservableObjectsReEvaluateForWhatTheViewReads() {
        let d = TempDir()
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Transfers.swift", """
            import Observation
            @Observable
            final class Transfers {
                var moved: Int64 = 0
                var total: Int64 = 1
                var names: [String] = []
                var fraction: Double { Double(moved) / Double(total) }
                func start(_ client: Client) {
                    client.download("a") { [weak self] bytesTransferred in
                        self?.moved = bytesTransferred
                    }
                }
                func rename() { names = ["b"] }
            }
            """)
        d.write("Sources/Screens.swift", """
            import SwiftUI
            struct Meter: View {
                @State private var transfers = Transfers()
                var body: some View { ProgressView(value: transfers.fraction) }
            }
            struct Names: View {
                let transfers: Transfers
                var body: some View { List(transfers.names, id: \\.self) { Text($0) } }
            }
            struct Editor: View {
                @Bindable var transfers: Transfers
                var body: some View { Text("\\(transfers.moved)") }
            }
            struct Reader: View {
                @Environment(Transfers.self) private var transfers
                var body: some View { Button("Rename") { transfers.rename() } }
            }
            """)
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        let text = out.stdoutText
        XCTAssertTrue(text.contains("stream  Meter"), text)
        XCTAssertTrue(text.contains("stream  Editor"), text)
        XCTAssertTrue(text.contains("stream: 'moved' of 'Transfers' is written in a stream's callback or loop"), text)
        // `names` is written by a method nothing calls where the linter sees; `moved` is not read.
        XCTAssertFalse(text.contains("stream  Names"), text)
        // The reader calls a method: it reads no stored property.
        XCTAssertTrue(text.contains("fixed   Reader"), text)
    }

    /// A timer's write made only when the value differs (`if x != new { x = new }`) changes as
    /// often as the value: a flag flips now and then (an action's rate), another value changes
    /// as a stream of updates; an unguarded write changes on every tick. The guard counts in the
    /// method the timer calls too.
    func testChangeGuardedTimerWritesAreRarerThanTheTicks() {
        let d = TempDir()
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Clock.swift", """
            import Combine
            final class Clock: ObservableObject {
                @Published var now = 0.0
                @Published var caption: String?
                @Published var isLate = false
                private var timer: Timer?
                private let captions: [String?] = ["a", "b", nil]
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
                        self?.now += 0.1
                        self?.refresh()
                    }
                }
                private func refresh() {
                    let line = captions[Int(now) % 3]
                    if caption != line {
                        caption = line
                    }
                    if isLate != (now > 60) {
                        isLate = true
                    }
                }
            }
            """)
        d.write("Sources/Face.swift", """
            import SwiftUI
            struct Face: View {
                @ObservedObject var clock: Clock
                var body: some View { Text("\\(clock.now) \\(clock.caption ?? "") \\(clock.isLate)") }
            }
            """)
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        let text = out.stdoutText
        XCTAssertTrue(text.contains("tick: 'now' of 'Clock'"), text)
        XCTAssertTrue(text.contains("stream: 'caption' of 'Clock'"), text)
        XCTAssertTrue(text.contains("action: 'isLate' of 'Clock'"), text)
    }

    func testJSONHasTheDocumentedFields() throws {
        let d = project()
        let out = entrylint(["views", "--format", "json", "Sources/PlayerScreen.swift"], in: d.path, rules: [])
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout)) as? [[String: Any]])
        XCTAssertEqual(items.map { $0["view"] as? String }, ["Settings", "Scrubber", "PlayerScreen", "Queue"])
        let screen = items[2]
        XCTAssertEqual(screen["frequency"] as? String, "tick")
        XCTAssertEqual(screen["line"] as? Int, 2)
        let because = try XCTUnwrap(screen["because"] as? [[String: Any]])
        XCTAssertEqual(because.first?["source"] as? String, "'position' of 'Player'")
        XCTAssertEqual(because.first?["path"] as? String, "Sources/Player.swift")
        XCTAssertEqual(because.first?["frequency"] as? String, "tick")
        XCTAssertEqual(entrylint(["views", "--format", "yaml"], in: d.path, rules: []).exitCode, 2)
    }

    /// A timer-driven parent passing a capturing closure to a child in another file, the same
    /// parent passing only constants to another child, and a list passing a closure to its rows.
    func passingProject() -> TempDir {
        let d = TempDir()
        d.write(".git/HEAD", "ref: refs/heads/main\n")
        d.write("Sources/Clock.swift", """
            import SwiftUI
            struct Clock: View {
                @State private var now = Date()
                @State private var taps = 0
                let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack {
                        TickLabel(text: "\\(now)", onTap: { taps += 1 })
                        Badge(title: "clock", count: 3)
                    }
                    .onReceive(timer) { date in now = date }
                }
            }
            struct ItemList: View {
                let items: [String]
                @State private var selected = ""
                var body: some View {
                    List(items, id: \\.self) { item in
                        ItemRow(item: item, onSelect: { selected = item })
                    }
                    Summary(lines: items.map { Line(text: $0) }, model: DetailModel())
                }
            }
            struct Feed: View {
                @State private var posts: [String] = []
                var body: some View {
                    VStack {
                        Button("Add") { posts.insert("new", at: 0) }
                        ForEach(posts, id: \\.self) { post in
                            PostRow(text: post)
                        }
                    }
                }
            }
            """)
        d.write("Sources/Labels.swift", """
            import SwiftUI
            struct TickLabel: View {
                let text: String
                let onTap: () -> Void
                var body: some View { Button(text, action: onTap) }
            }
            struct Badge: View {
                let title: String
                let count: Int
                @State private var shown = false
                var body: some View { Text(title).onAppear { shown = true } }
            }
            struct ItemRow: View {
                let item: String
                let onSelect: () -> Void
                var body: some View { Text(item).onTapGesture(perform: onSelect) }
            }
            struct Line { let text: String }
            final class DetailModel {}
            struct Summary: View {
                let lines: [Line]
                let model: DetailModel
                var body: some View { Text("\\(lines.count)") }
            }
            struct PostRow: View {
                let text: String
                var body: some View { Text(text) }
            }
            """)
        return d
    }

    func testChildrenPassedSomethingNewFollowTheirParent() {
        let d = passingProject()
        let out = entrylint(["views", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        // TickLabel shows Clock's tick through its closure; Badge, given constants, keeps its
        // own frequency; PostRow follows the rows of a collection that changes.
        XCTAssertEqual(out.stdoutText, """
        tick    Clock  Sources/Clock.swift:2
                  tick: 'now' of 'Clock' is written in a timer or progress callback (Sources/Clock.swift:3)
                  action: 'taps' of 'Clock' is written in a user action (Sources/Clock.swift:4)
                  passes 'TickLabel' a new closure 'onTap' (Sources/Clock.swift:8)
        tick    TickLabel  Sources/Labels.swift:2
                  tick: parent 'Clock' passes a new closure 'onTap' (Sources/Clock.swift:8)
        action  ItemList  Sources/Clock.swift:14
                  action: 'selected' of 'ItemList' is written in a user action (Sources/Clock.swift:16)
                  passes 'ItemRow' a new closure 'onSelect' (Sources/Clock.swift:19)
                  passes 'Summary' a new collection 'lines' (Sources/Clock.swift:21)
                  passes 'Summary' a new object 'model' (Sources/Clock.swift:21)
        action  Feed  Sources/Clock.swift:24
                  action: 'posts' of 'Feed' is written in a user action (Sources/Clock.swift:25)
        action  ItemRow  Sources/Labels.swift:13
                  action: parent 'ItemList' passes a new closure 'onSelect' (Sources/Clock.swift:19)
        action  Summary  Sources/Labels.swift:20
                  action: parent 'ItemList' passes a new collection 'lines' (Sources/Clock.swift:21)
        action  PostRow  Sources/Labels.swift:25
                  action: parent 'Feed' builds it in rows of a collection that changes (Sources/Clock.swift:30)
        once    Badge  Sources/Labels.swift:7
                  once: 'shown' of 'Badge' is written when the view appears or a load completes (Sources/Labels.swift:10)

        """)
        // One file asked for: its views' entries are those of the whole project.
        let whole = entrylint(["views", "--format", "json"], in: d.path, rules: [])
        let one = entrylint(["views", "--format", "json", "Sources/Labels.swift"], in: d.path, rules: [])
        XCTAssertEqual(one.exitCode, 0, one.stderrText)
        let wholeItems = (try? JSONSerialization.jsonObject(with: Data(whole.stdout))) as? [[String: Any]] ?? []
        let oneItems = (try? JSONSerialization.jsonObject(with: Data(one.stdout))) as? [[String: Any]] ?? []
        XCTAssertEqual(oneItems.map { $0["view"] as? String }, ["TickLabel", "ItemRow", "Summary", "PostRow", "Badge"])
        let labels = wholeItems.filter { $0["path"] as? String == "Sources/Labels.swift" }
        XCTAssertEqual(oneItems.map { NSDictionary(dictionary: $0) }, labels.map { NSDictionary(dictionary: $0) })
    }

    func testJSONListsPassesAndParents() throws {
        let d = passingProject()
        let out = entrylint(["views", "--format", "json", "Sources"], in: d.path, rules: [])
        XCTAssertEqual(out.exitCode, 0, out.stderrText)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout)) as? [[String: Any]])
        func item(_ view: String) throws -> [String: Any] { try XCTUnwrap(items.first { $0["view"] as? String == view }) }
        let passes = try XCTUnwrap(try item("ItemList")["passes"] as? [[String: Any]])
        XCTAssertEqual(passes.map { $0["child"] as? String }, ["ItemRow", "Summary", "Summary"])
        XCTAssertEqual(passes.map { $0["argument"] as? String }, ["onSelect", "lines", "model"])
        XCTAssertEqual(passes.map { $0["kind"] as? String }, ["closure", "collection", "object"])
        XCTAssertEqual(passes.map { $0["path"] as? String }, ["Sources/Clock.swift", "Sources/Clock.swift", "Sources/Clock.swift"])
        XCTAssertEqual(passes.map { $0["line"] as? Int }, [19, 21, 21])
        XCTAssertEqual((try item("Badge")["passes"] as? [Any])?.count, 0)
        let label = try item("TickLabel")
        XCTAssertEqual(label["frequency"] as? String, "tick")
        let because = try XCTUnwrap(label["because"] as? [[String: Any]])
        XCTAssertEqual(because.count, 1)
        XCTAssertEqual(because[0]["source"] as? String, "parent 'Clock' passes a new closure 'onTap'")
        XCTAssertEqual(because[0]["path"] as? String, "Sources/Clock.swift")
        XCTAssertEqual(because[0]["line"] as? Int, 8)
        XCTAssertEqual(because[0]["frequency"] as? String, "tick")
        XCTAssertEqual(because[0]["why"] as? String, "")
        XCTAssertEqual(try item("Badge")["frequency"] as? String, "once")
    }
}
