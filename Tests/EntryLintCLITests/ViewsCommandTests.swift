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
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
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
                  tick: 'position' of 'Player' is written in a timer callback (Sources/Player.swift:3)
                  stream: 'queue' of 'Player' is written in a stream's callback or loop (Sources/Player.swift:5)
                  fixed: 'title' of 'Player' is written in an initializer (Sources/Player.swift:4)
        fixed   Queue  Sources/PlayerScreen.swift:25

        """)
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
}
