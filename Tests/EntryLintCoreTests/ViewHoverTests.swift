@testable import EntryLintCore
import XCTest

/// One view's summary (the language server's hover) is the entry `ViewFrequencies.report`
/// (`entrylint views`) gives for it, whichever entry point asks: the project as loaded, or the
/// incremental model after edits.
final class ViewHoverTests: XCTestCase {
    static let player = """
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

        """
    static let screens = """
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
            var body: some View { Slider(value: $volume) }
        }
        struct Queue: View {
            let items: [String]
            var body: some View { List(items, id: \\.self) { Text($0) } }
        }

        """

    func project(_ player: String, _ screens: String) -> Project {
        Project(root: "", inputs: [
            SourceInput(path: "Sources/Player.swift", contents: Array(player.utf8)),
            SourceInput(path: "Sources/Screens.swift", contents: Array(screens.utf8)),
        ])
    }

    /// The byte offset of the `k`-th character of a view's name in `text`.
    func nameOffset(_ view: String, in text: String, plus k: Int = 0) -> Int {
        let bytes = Array(text.utf8), needle = Array("struct \(view)".utf8)
        let at = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }!
        return at + 7 + k
    }

    func check(_ session: IncrementalProject, _ player: String, _ screens: String, _ step: String) {
        let report = ViewFrequencies.report(project(player, screens), jobs: 1)
        XCTAssertEqual(report.map(\.view).sorted(), ["PlayerScreen", "Queue", "Settings"], step)
        for entry in report {
            for k in [0, entry.view.count - 1] {
                let offset = nameOffset(entry.view, in: screens, plus: k)
                let loaded = ViewFrequencies.view(at: offset, inFile: 1, of: project(player, screens), jobs: 1)
                XCTAssertEqual(loaded?.entry, entry, "\(step): \(entry.view) from the project")
                let live = session.view(at: offset, inFile: 1)
                XCTAssertEqual(live?.entry, entry, "\(step): \(entry.view) from the model")
                XCTAssertEqual(live?.name, nameOffset(entry.view, in: screens)..<nameOffset(entry.view, in: screens) + entry.view.count)
            }
            // Just past the name, and on the `struct` keyword: nothing.
            XCTAssertNil(session.view(at: nameOffset(entry.view, in: screens, plus: entry.view.count), inFile: 1), step)
            XCTAssertNil(session.view(at: nameOffset(entry.view, in: screens) - 3, inFile: 1), step)
        }
        XCTAssertNil(session.view(at: nameOffset("Player", in: screens.replacingOccurrences(of: "struct PlayerScreen", with: "struct Player")), inFile: 0))
        for offset in [-5, Array(screens.utf8).count, Int.max] {
            XCTAssertNil(session.view(at: offset, inFile: 1), "\(step): offset \(offset)")
        }
        XCTAssertNil(session.view(at: 0, inFile: 7), step)
        XCTAssertNil(ViewFrequencies.view(at: 0, inFile: -1, of: project(player, screens)), step)
    }

    func testEveryEntryPointGivesTheReportsEntryAcrossEdits() {
        // A model made for rules that need fewer summary facts than the views (none enabled),
        // and one for the default rules, linted first as the server does.
        let few = IncrementalProject(project(Self.player, Self.screens), options: LintOptions(enabledRules: [], jobs: 1))
        let all = IncrementalProject(project(Self.player, Self.screens), options: LintOptions(jobs: 1))
        _ = all.lint([0, 1])
        for session in [few, all] {
            check(session, Self.player, Self.screens, "initial")
            XCTAssertEqual(session.view(at: nameOffset("PlayerScreen", in: Self.screens), inFile: 1)?.entry.frequency, .tick)
            // Lines above Player's properties move their places; the timer's call goes.
            let player = "// The player.\n" + Self.player
            let screens = Self.screens.replacingOccurrences(of: ".onReceive(timer) { _ in player.tick() }", with: ".onTapGesture { player.tick() }")
            session.update(0, contents: Array(player.utf8))
            session.update(1, contents: Array(screens.utf8))
            // Hovered before the edit is linted: the lint still gives a fresh lint's findings.
            check(session, player, screens, "edited")
            let linted = session.lint([0, 1]).sorted { $0.key < $1.key }.flatMap { $0.value.findings.map(\.message) }
            let fresh = Linter.lint(project(player, screens), options: session.options).findings.map(\.message)
            XCTAssertEqual(linted, fresh)
            let entry = session.view(at: nameOffset("PlayerScreen", in: screens), inFile: 1)?.entry
            XCTAssertEqual(entry?.frequency, .stream)
            XCTAssertEqual(entry?.because.first { $0.source == "'position' of 'Player'" }?.line, 4)
        }
    }

    /// A child raised by a parent in another file: the hover follows edits of the parent's file.
    func testAChildFollowsItsParentInAnotherFileAcrossEdits() {
        let clock = """
            import SwiftUI
            struct Clock: View {
                @State private var now = Date()
                @State private var taps = 0
                let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                var body: some View {
                    TickLabel(onTap: { taps += 1 })
                        .onReceive(timer) { date in now = date }
                }
            }

            """
        let label = """
            import SwiftUI
            struct TickLabel: View {
                let onTap: () -> Void
                var body: some View { Button("tap", action: onTap) }
            }

            """
        func project(_ clock: String) -> Project {
            Project(root: "", inputs: [
                SourceInput(path: "Sources/Clock.swift", contents: Array(clock.utf8)),
                SourceInput(path: "Sources/Label.swift", contents: Array(label.utf8)),
            ])
        }
        let session = IncrementalProject(project(clock), options: LintOptions(enabledRules: [], jobs: 1))
        let offset = nameOffset("TickLabel", in: label)
        let before = session.view(at: offset, inFile: 1)?.entry
        XCTAssertEqual(before?.frequency, .tick)
        XCTAssertEqual(before?.because.first?.source, "parent 'Clock' passes a new closure 'onTap'")
        XCTAssertEqual(before, ViewFrequencies.view(at: offset, inFile: 1, of: project(clock), jobs: 1)?.entry)
        XCTAssertEqual(ViewFrequencies.report(project(clock), jobs: 1).first { $0.view == "TickLabel" }, before)
        // The closure captures nothing any more: the label keeps its own frequency.
        let edited = clock.replacingOccurrences(of: "TickLabel(onTap: { taps += 1 })", with: "TickLabel(onTap: { })")
        session.update(0, contents: Array(edited.utf8))
        let after = session.view(at: offset, inFile: 1)?.entry
        XCTAssertEqual(after?.frequency, .fixed)
        XCTAssertEqual(after?.because.count, 0)
        XCTAssertEqual(after, ViewFrequencies.view(at: offset, inFile: 1, of: project(edited), jobs: 1)?.entry)
        XCTAssertEqual(session.view(at: nameOffset("Clock", in: edited), inFile: 0)?.entry.passes.count, 0)
    }
}
