import EntryLintCore
import Foundation
import XCTest

/// The language server driven through pipes, message by message, as an editor drives it.
final class ServerProtocolTests: XCTestCase {
    func started(_ fixture: ServerFixture, options: JSON? = nil) throws -> LSPClient {
        let client = try LSPClient()
        let r = client.initialize(root: fixture.root, options: options)
        XCTAssertNotNil(r?["result"]?["capabilities"], "initialize answered")
        return client
    }

    func testInitializeAdvertisesWhatIsImplementedAndShutdownExitsZero() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        let r = client.initialize(root: fixture.root)
        let caps = try XCTUnwrap(r?["result"]?["capabilities"])
        XCTAssertEqual(caps["textDocumentSync"]?["change"]?.int, 2, "incremental sync")
        XCTAssertEqual(caps["textDocumentSync"]?["openClose"]?.bool, true)
        XCTAssertEqual(caps["hoverProvider"]?.bool, true)
        XCTAssertEqual(caps["codeActionProvider"]?["codeActionKinds"]?.array?.compactMap(\.string), ["quickfix"])
        XCTAssertNil(caps["completionProvider"])
        XCTAssertNil(caps["definitionProvider"])
        XCTAssertEqual(r?["result"]?["serverInfo"]?["name"]?.string, "entrylint")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// With no `documentationURL` from the client, a diagnostic links to the rule's page in the
    /// repository, the same page SARIF's `helpUri` names.
    func testCodeDescriptionDefaultsToTheRulePage() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        client.open(fixture.path("Sources/Shelf.swift"), fixture.text("Sources/Shelf.swift"))
        let shelf = try XCTUnwrap(client.diagnostics(fixture.uri("Sources/Shelf.swift")))
        let id = try XCTUnwrap(shelf.first("fresh_id_modifier"))
        XCTAssertEqual(id["codeDescription"]?["href"]?.string, ToolInfo.ruleDocumentationURI("fresh_id_modifier"))
        XCTAssertEqual(id["codeDescription"]?["href"]?.string, "https://github.com/entrylint/entrylint/blob/main/docs/rules/fresh_id_modifier.md")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testDiagnosticsHaveUTF16RangesRuleCodesAndRelatedViews() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture, options: .object([("documentationURL", .string("https://example.com/rules/{rule}"))]))
        client.open(fixture.path("Sources/Shelf.swift"), fixture.text("Sources/Shelf.swift"))
        let shelf = try XCTUnwrap(client.diagnostics(fixture.uri("Sources/Shelf.swift")))
        XCTAssertEqual(shelf.codes, ["print_changes_leftover", "fresh_id_modifier"])
        // `Text("Bücher 📚 für alle").id(UUID())`: byte column 42, UTF-16 column 38.
        let id = try XCTUnwrap(shelf.first("fresh_id_modifier"))
        XCTAssertEqual(id["range"]?.rangeNumbers, [7, 38, 7, 44])
        XCTAssertEqual(id["severity"]?.int, 2)
        XCTAssertEqual(id["source"]?.string, "entrylint")
        XCTAssertEqual(id["codeDescription"]?["href"]?.string, "https://example.com/rules/fresh_id_modifier")
        XCTAssertTrue(id["message"]?.string?.hasPrefix("'.id(UUID())' gives the view a new identity") == true)

        client.open(fixture.path("Sources/Environment.swift"), fixture.text("Sources/Environment.swift"))
        let env = try XCTUnwrap(client.diagnostics(fixture.uri("Sources/Environment.swift")))
        let entry = try XCTUnwrap(env.first("entry_unstable_default"))
        XCTAssertEqual(entry["range"]?.rangeNumbers, [3, 34, 3, 43])
        // The view reading the key, at its line in another file.
        let related = try XCTUnwrap(entry["relatedInformation"]?.array)
        let reader = try XCTUnwrap(related.first { $0["message"]?.string == "'library' read by Shelf" })
        XCTAssertEqual(reader["location"]?["uri"]?.string, fixture.uri("Sources/Shelf.swift"))
        XCTAssertEqual(reader["location"]?["range"]?.rangeNumbers, [3, 0, 3, 0])
        XCTAssertTrue(related.contains { $0["message"]?.string?.hasPrefix("read by 1 view: Shelf (Sources/Shelf.swift:4)") == true })
        XCTAssertTrue(related.contains { $0["message"]?.string?.hasPrefix("unsafe fix available") == true })
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testIncrementalEditsAreLintedWithUTF16Ranges() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let shelf = fixture.path("Sources/Shelf.swift")
        client.open(shelf, fixture.text("Sources/Shelf.swift"))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(shelf))?.count, 2)
        // Replace `UUID()` (UTF-16 38..<44 on line 7) by a stable value: the finding goes.
        client.change(shelf, version: 2, [.object([("range", LSPClient.range(7, 38, 7, 44)), ("text", .string("\"shelf\""))])])
        XCTAssertEqual(client.diagnostics(LSPClient.uri(shelf))?.codes, ["print_changes_leftover"])
        // Two changes in one message, the second against the text the first left: a new
        // line with an emoji before `.id(Date())`.
        client.change(shelf, version: 3, [
            .object([("range", LSPClient.range(8, 0, 8, 0)), ("text", .string("        Text(\"🎉\").id(Date()).transition(.slide)\n"))]),
            .object([("range", LSPClient.range(8, 14, 8, 14)), ("text", .string("ä"))]),
        ])
        let after = try XCTUnwrap(client.diagnostics(LSPClient.uri(shelf)))
        XCTAssertEqual(after.codes, ["print_changes_leftover", "fresh_id_modifier"])
        // `        Text("🎉ä").id(Date()).transition(.slide)`: `Date()` at UTF-16 column 8 + 6 + 2 + 1 + 6 = 23.
        XCTAssertEqual(after.first("fresh_id_modifier")?["range"]?.rangeNumbers, [8, 23, 8, 29])
        // A full replacement.
        client.change(shelf, version: 4, [.object([("text", .string("struct Empty {}\n"))])])
        XCTAssertEqual(client.diagnostics(LSPClient.uri(shelf))?.count, 0)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testCodeActionsFixAndSuppressAndTheDiagnosticGoes() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let shelf = fixture.path("Sources/Shelf.swift")
        let uri = LSPClient.uri(shelf)
        var text = fixture.text("Sources/Shelf.swift")
        client.open(shelf, text)
        _ = client.diagnostics(uri)
        // The safe fix for `Self._printChanges()` (line 6) is preferred.
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", LSPClient.range(6, 20, 6, 20)),
            ("context", .object([("diagnostics", .array([]))])),
        ]))?["result"]?.array)
        XCTAssertEqual(actions.compactMap { $0["title"]?.string }, [
            "Fix: guard the call with '#if DEBUG'",
            "Suppress print_changes_leftover on this line",
            "Suppress print_changes_leftover in this file",
        ])
        let fix = actions[0]
        XCTAssertEqual(fix["kind"]?.string, "quickfix")
        XCTAssertEqual(fix["isPreferred"]?.bool, true)
        XCTAssertEqual(fix["diagnostics"]?.array?.first?["code"]?.string, "print_changes_leftover")
        XCTAssertNil(actions[1]["isPreferred"])
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[uri]?.array)
        text = TextEdits.apply(edits, to: text)
        XCTAssertTrue(text.contains("#if DEBUG\n        let _ = Self._printChanges()\n        #endif"), text)
        client.change(shelf, version: 2, [.object([("text", .string(text))])])
        XCTAssertEqual(client.diagnostics(uri)?.codes, ["fresh_id_modifier"])

        // `.id(UUID())` has no fix: suppress it on its line (now line 9), found through
        // `context.diagnostics` with the cursor at the start of the line.
        let diagnostic: JSON = .object([("range", LSPClient.range(9, 38, 9, 44)), ("code", .string("fresh_id_modifier")),
                                        ("message", .string("x"))])
        let more = try XCTUnwrap(client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", LSPClient.range(9, 0, 9, 0)),
            ("context", .object([("diagnostics", .array([diagnostic]))])),
        ]))?["result"]?.array)
        XCTAssertEqual(more.compactMap { $0["title"]?.string },
                       ["Suppress fresh_id_modifier on this line", "Suppress fresh_id_modifier in this file"])
        let suppressed = TextEdits.apply(try XCTUnwrap(more[0]["edit"]?["changes"]?[uri]?.array), to: text)
        XCTAssertTrue(suppressed.contains("        // entrylint:disable:next fresh_id_modifier\n        Text(\"Bücher"), suppressed)
        client.change(shelf, version: 3, [.object([("text", .string(suppressed))])])
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)

        // The file-wide suppression on the original text.
        let whole = TextEdits.apply(try XCTUnwrap(more[1]["edit"]?["changes"]?[uri]?.array), to: text)
        XCTAssertTrue(whole.hasPrefix("// entrylint:disable-file fresh_id_modifier\nimport SwiftUI\n"), whole)
        client.change(shelf, version: 4, [.object([("text", .string(whole))])])
        XCTAssertEqual(client.diagnostics(uri)?.count, 0)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testUnsafeFixIsTitledUnsafeAndNotPreferred() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let env = fixture.path("Sources/Environment.swift")
        client.open(env, fixture.text("Sources/Environment.swift"))
        _ = client.diagnostics(LSPClient.uri(env))
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(LSPClient.uri(env)))])),
            ("range", LSPClient.range(3, 36, 3, 36)),
        ]))?["result"]?.array)
        let first = try XCTUnwrap(actions.first)
        XCTAssertTrue(first["title"]?.string?.hasPrefix("Unsafe fix: store the instance once") == true)
        XCTAssertNil(first["isPreferred"])
        // Asking only for refactorings gets none of these quick fixes.
        let none = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(LSPClient.uri(env)))])),
            ("range", LSPClient.range(3, 36, 3, 36)),
            ("context", .object([("diagnostics", .array([])), ("only", .array([.string("refactor")]))])),
        ]))
        XCTAssertEqual(none?["result"]?.array?.count, 0)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testHoverOnAFindingShowsTheRuleDocumentation() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let shelf = fixture.path("Sources/Shelf.swift")
        client.open(shelf, fixture.text("Sources/Shelf.swift"))
        _ = client.diagnostics(LSPClient.uri(shelf))
        func hover(_ line: Int, _ character: Int) -> JSONNode? {
            client.request("textDocument/hover", .object([
                ("textDocument", .object([("uri", .string(LSPClient.uri(shelf)))])),
                ("position", LSPClient.position(line, character)),
            ]))?["result"]
        }
        let h = try XCTUnwrap(hover(7, 40))
        XCTAssertEqual(h["contents"]?["kind"]?.string, "markdown")
        let value = try XCTUnwrap(h["contents"]?["value"]?.string)
        XCTAssertTrue(value.hasPrefix("**fresh_id_modifier** (warning): '.id(UUID())'"), value)
        XCTAssertTrue(value.contains("# fresh_id_modifier"))
        XCTAssertTrue(value.contains("## Why is this bad?"))
        XCTAssertTrue(value.contains("## Use instead"))
        XCTAssertEqual(h["range"]?.rangeNumbers, [7, 38, 7, 44])
        // Outside every finding: no hover.
        XCTAssertEqual(hover(2, 3)?.isNull, true)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A view re-evaluated on every tick: `elapsed` is written in a timer callback.
    static let stopwatch = """
        import SwiftUI

        struct Stopwatch: View {
            @State private var elapsed = 0
            let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

            var body: some View {
                Text("\\(elapsed)")
                    .onReceive(timer) { _ in elapsed += 1 }
            }
        }

        """

    /// The whole hover response (result or error) at a position of a document.
    func hover(_ client: LSPClient, _ path: String, _ line: Int, _ character: Int) -> JSONNode? {
        client.request("textDocument/hover", .object([
            ("textDocument", .object([("uri", .string(LSPClient.uri(path)))])),
            ("position", LSPClient.position(line, character)),
        ]))
    }

    /// `entrylint views ARGS` run in the fixture's folder.
    func viewsCommand(_ fixture: ServerFixture, _ args: [String]) throws -> String {
        let cli = Process()
        cli.executableURL = URL(fileURLWithPath: LSPClient.executable)
        cli.arguments = ["views"] + args
        cli.currentDirectoryURL = URL(fileURLWithPath: fixture.root)
        let out = Pipe()
        cli.standardOutput = out
        try cli.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        cli.waitUntilExit()
        return text
    }

    /// On a view's name the hover says what `entrylint views` prints for the view: its
    /// frequency and the sources behind it with their places, the same block byte for byte.
    func testHoverOnAViewsNameShowsItsFrequencyAndSources() throws {
        let fixture = try ServerFixture()
        try fixture.write("Sources/Stopwatch.swift", Self.stopwatch)
        let printed = try viewsCommand(fixture, ["Sources/Stopwatch.swift"])
        XCTAssertEqual(printed, """
            tick    Stopwatch  Sources/Stopwatch.swift:3
                      tick: 'elapsed' of 'Stopwatch' is written in a timer or progress callback (Sources/Stopwatch.swift:4)

            """)
        let client = try started(fixture)
        let path = fixture.path("Sources/Stopwatch.swift")
        client.open(path, Self.stopwatch)
        _ = client.diagnostics(LSPClient.uri(path))
        // `struct Stopwatch: View`: the name is UTF-16 columns 7..<16 of line 2.
        for character in [7, 11, 15] {
            let response = try XCTUnwrap(hover(client, path, 2, character))
            XCTAssertNil(response["error"])
            let h = try XCTUnwrap(response["result"])
            XCTAssertEqual(h["contents"]?["kind"]?.string, "markdown")
            let value = try XCTUnwrap(h["contents"]?["value"]?.string)
            XCTAssertTrue(value.hasPrefix("**Stopwatch** (`tick`): re-evaluates on every tick of a timer or progress report"), value)
            XCTAssertTrue(value.contains("tick: 'elapsed' of 'Stopwatch' is written in a timer or progress callback (Sources/Stopwatch.swift:4)"), value)
            XCTAssertTrue(value.contains("```text\n" + printed + "```"), value)
            XCTAssertEqual(h["range"]?.rangeNumbers, [2, 7, 2, 16])
        }
        // A view with no changing source says so.
        let shelf = fixture.path("Sources/Shelf.swift")
        client.open(shelf, fixture.text("Sources/Shelf.swift"))
        _ = client.diagnostics(LSPClient.uri(shelf))
        let fixed = try XCTUnwrap(hover(client, shelf, 2, 9)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(fixed.hasPrefix("**Shelf** (`fixed`): nothing it holds or observes is written after it is made"), fixed)
        XCTAssertTrue(fixed.contains("fixed   Shelf  Sources/Shelf.swift:3"), fixed)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Anywhere but a view's name (the keyword, the colon after the name, the conformance, a
    /// property, the body, a type that is not a view): no hover.
    func testHoverElsewhereIsNull() throws {
        let fixture = try ServerFixture()
        try fixture.write("Sources/Stopwatch.swift", Self.stopwatch)
        let client = try started(fixture)
        let path = fixture.path("Sources/Stopwatch.swift")
        client.open(path, Self.stopwatch)
        _ = client.diagnostics(LSPClient.uri(path))
        for (line, character) in [(0, 0), (2, 0), (2, 3), (2, 6), (2, 16), (2, 19), (3, 25), (6, 10), (8, 12), (10, 0), (11, 0)] {
            let response = try XCTUnwrap(hover(client, path, line, character), "\(line):\(character)")
            XCTAssertNil(response["error"], "\(line):\(character)")
            XCTAssertEqual(response["result"]?.isNull, true, "\(line):\(character)")
        }
        // `final class Library`: a type, not a view.
        let library = fixture.path("Sources/Library.swift")
        client.open(library, fixture.text("Sources/Library.swift"))
        _ = client.diagnostics(LSPClient.uri(library))
        XCTAssertEqual(hover(client, library, 1, 14)?["result"]?.isNull, true)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// The hover reads the editor's buffer, not the file: an unsaved edit that moves the write
    /// from a timer to a tap makes the view `action`, and a renamed view is hovered by its new name.
    func testHoverAfterAnUnsavedEditReflectsTheEdit() throws {
        let fixture = try ServerFixture()
        try fixture.write("Sources/Stopwatch.swift", Self.stopwatch)
        let client = try started(fixture)
        let path = fixture.path("Sources/Stopwatch.swift")
        client.open(path, Self.stopwatch)
        _ = client.diagnostics(LSPClient.uri(path))
        XCTAssertTrue(hover(client, path, 2, 8)?["result"]?["contents"]?["value"]?.string?.contains("(`tick`)") == true)
        // `            .onReceive(timer) { _ in elapsed += 1 }` → `            .onTapGesture { elapsed += 1 }`.
        client.change(path, version: 2, [.object([("range", LSPClient.range(8, 13, 8, 36)), ("text", .string("onTapGesture {"))])])
        let edited = try XCTUnwrap(hover(client, path, 2, 8)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(edited.hasPrefix("**Stopwatch** (`action`): re-evaluates on user actions"), edited)
        XCTAssertTrue(edited.contains("action: 'elapsed' of 'Stopwatch' is written in a user action (Sources/Stopwatch.swift:4)"), edited)
        XCTAssertFalse(edited.contains("tick"), edited)
        // A line inserted above the view moves its place and its sources'.
        client.change(path, version: 3, [.object([("range", LSPClient.range(1, 0, 1, 0)), ("text", .string("// Counts taps.\n"))])])
        let moved = try XCTUnwrap(hover(client, path, 3, 8)?["result"])
        XCTAssertTrue(moved["contents"]?["value"]?.string?.contains("action  Stopwatch  Sources/Stopwatch.swift:4\n") == true)
        XCTAssertTrue(moved["contents"]?["value"]?.string?.contains("(Sources/Stopwatch.swift:5)") == true)
        XCTAssertEqual(moved["range"]?.rangeNumbers, [3, 7, 3, 16])
        XCTAssertEqual(hover(client, path, 2, 8)?["result"]?.isNull, true)
        // Renamed: the new name is a view's name.
        client.change(path, version: 4, [.object([("range", LSPClient.range(3, 7, 3, 16)), ("text", .string("TapCounter"))])])
        let renamed = try XCTUnwrap(hover(client, path, 3, 8)?["result"])
        XCTAssertTrue(renamed["contents"]?["value"]?.string?.hasPrefix("**TapCounter** (`action`)") == true)
        XCTAssertEqual(renamed["range"]?.rangeNumbers, [3, 7, 3, 17])
        // Nothing was saved.
        XCTAssertEqual(fixture.text("Sources/Stopwatch.swift"), Self.stopwatch)
        // A buffer never saved (no file yet) joins the project for the hover too.
        let fresh = fixture.path("Sources/Ticker.swift")
        client.open(fresh, Self.stopwatch.replacingOccurrences(of: "Stopwatch", with: "Ticker"))
        _ = client.diagnostics(LSPClient.uri(fresh))
        let ticker = try XCTUnwrap(hover(client, fresh, 2, 8)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(ticker.contains("tick    Ticker  Sources/Ticker.swift:3\n"), ticker)
        XCTAssertTrue(ticker.contains("tick: 'elapsed' of 'Ticker' is written in a timer or progress callback (Sources/Ticker.swift:4)"), ticker)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A line or column past the end, or a document that is not open: null, not an error, and
    /// the server goes on. A negative position is not a position: invalid parameters.
    func testOutOfRangeHoverPositionsAreNull() throws {
        let fixture = try ServerFixture()
        try fixture.write("Sources/Stopwatch.swift", Self.stopwatch)
        let client = try started(fixture)
        let path = fixture.path("Sources/Stopwatch.swift")
        client.open(path, Self.stopwatch)
        _ = client.diagnostics(LSPClient.uri(path))
        for (line, character) in [(12, 0), (13, 0), (99, 7), (2, 25), (2, 500), (10, 2), (1_000_000, 1_000_000)] {
            let response = try XCTUnwrap(hover(client, path, line, character), "\(line):\(character)")
            XCTAssertNil(response["error"], "\(line):\(character)")
            XCTAssertEqual(response["result"]?.isNull, true, "\(line):\(character)")
        }
        XCTAssertEqual(hover(client, fixture.path("Sources/Library.swift"), 1, 14)?["result"]?.isNull, true, "not open")
        XCTAssertEqual(hover(client, path, -1, 7)?["error"]?["code"]?.int, -32602)
        XCTAssertEqual(hover(client, path, 2, -3)?["error"]?["code"]?.int, -32602)
        // Still serving.
        XCTAssertTrue(hover(client, path, 2, 8)?["result"]?["contents"]?["value"]?.string?.contains("(`tick`)") == true)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testConfigurationEditsTakeEffectWithoutRestart() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let shelf = fixture.path("Sources/Shelf.swift")
        let uri = LSPClient.uri(shelf)
        client.open(shelf, fixture.text("Sources/Shelf.swift"))
        XCTAssertEqual(client.diagnostics(uri)?.count, 2)
        let config = fixture.path(".entrylint.json")
        func changed() {
            client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([
                .object([("uri", .string(LSPClient.uri(config))), ("type", .int(1))]),
            ]))]))
        }
        try fixture.write(".entrylint.json", #"{ "ignore": ["fresh_id_modifier"], "rules": { "print_changes_leftover": { "severity": "error" } } }"#)
        changed()
        let after = try XCTUnwrap(client.diagnostics(uri))
        XCTAssertEqual(after.codes, ["print_changes_leftover"])
        XCTAssertEqual(after.first?["severity"]?.int, 1)
        // A broken configuration is reported on the configuration file; linting goes on with defaults.
        try fixture.write(".entrylint.json", "{ \"ignore\": [\"fresh_id_modifier\"],\n  \"selct\": [] }")
        changed()
        let errors = try XCTUnwrap(client.diagnostics(LSPClient.uri(config)))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0]["message"]?.string?.contains("unknown key 'selct'") == true)
        XCTAssertEqual(errors[0]["range"]?["start"]?["line"]?.int, 1)
        XCTAssertEqual(client.diagnostics(uri)?.count, 2)
        // Saved through the editor: didSave of the configuration file.
        try fixture.write(".entrylint.json", #"{ "select": ["fresh_id_modifier"] }"#)
        client.notify("textDocument/didSave", .object([("textDocument", .object([("uri", .string(LSPClient.uri(config)))]))]))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(config))?.count, 0, "errors cleared")
        XCTAssertEqual(client.diagnostics(uri)?.codes, ["fresh_id_modifier"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testAChangeInAnotherFileRelintsTheOpenFilesThatDependOnIt() throws {
        let fixture = try ServerFixture()
        let client = try started(fixture)
        let env = fixture.path("Sources/Environment.swift")
        let library = fixture.path("Sources/Library.swift")
        client.open(env, fixture.text("Sources/Environment.swift"))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(env))?.codes, ["entry_unstable_default"])
        // The class becomes a struct in an unsaved buffer: the default is a value now.
        client.open(library, fixture.text("Sources/Library.swift"))
        client.change(library, version: 2, [.object([("range", LSPClient.range(1, 0, 1, 11)), ("text", .string("struct"))])])
        XCTAssertEqual(client.diagnostics(LSPClient.uri(env))?.count, 0)
        // Closing the buffer without saving: the class on disk counts again.
        client.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(LSPClient.uri(library)))]))]))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(env))?.codes, ["entry_unstable_default"])
        // Changed on disk by another program: reported as a watched-file change.
        try fixture.write("Sources/Library.swift", "struct Library {}\n")
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([
            .object([("uri", .string(LSPClient.uri(library))), ("type", .int(2))]),
        ]))]))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(env))?.count, 0)
        // A new file declaring the class again, and then deleted.
        try FileManager.default.removeItem(atPath: library)
        try fixture.write("Sources/Other.swift", "final class Library {}\n")
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([
            .object([("uri", .string(LSPClient.uri(library))), ("type", .int(3))]),
            .object([("uri", .string(fixture.uri("Sources/Other.swift"))), ("type", .int(1))]),
        ]))]))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(env))?.codes, ["entry_unstable_default"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testExcludedFilesHaveNoDiagnosticsAndNewBuffersJoinTheProject() throws {
        let fixture = try ServerFixture()
        try fixture.write(".entrylint.json", #"{ "exclude": ["Sources/Generated/**"] }"#)
        try fixture.write("Sources/Generated/Made.swift", "import SwiftUI\nstruct Made: View {\n    var body: some View { Text(\"x\").id(UUID()).transition(.slide) }\n}\n")
        let client = try started(fixture)
        client.open(fixture.path("Sources/Generated/Made.swift"), fixture.text("Sources/Generated/Made.swift"))
        XCTAssertEqual(client.diagnostics(fixture.uri("Sources/Generated/Made.swift"))?.count, 0)
        // A buffer not saved yet: linted with the project, so the reader of 'library' is known.
        let fresh = fixture.path("Sources/Fresh.swift")
        client.open(fresh, "import SwiftUI\n\nextension EnvironmentValues {\n    @Entry var other: Library = Library()\n}\n")
        let d = try XCTUnwrap(client.diagnostics(LSPClient.uri(fresh)))
        XCTAssertEqual(d.codes, ["entry_unstable_default"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// The server and `entrylint --format json` run the same path: the same findings, file by file.
    func testTheServerReportsWhatTheCommandLineReports() throws {
        let fixture = try ServerFixture()
        let cli = Process()
        cli.executableURL = URL(fileURLWithPath: LSPClient.executable)
        cli.arguments = ["--format", "json", "--quiet", "--exit-zero", "."]
        cli.currentDirectoryURL = URL(fileURLWithPath: fixture.root)
        let out = Pipe()
        cli.standardOutput = out
        try cli.run()
        let json = try JSONParser.parse([UInt8](out.fileHandleForReading.readDataToEndOfFile()))
        cli.waitUntilExit()
        var expected: [String: [String]] = [:]
        for f in json.array ?? [] {
            expected[f["path"]!.string!, default: []].append("\(f["line"]!.int!):\(f["rule"]!.string!)")
        }
        XCTAssertEqual(expected.values.map(\.count).reduce(0, +), 3)
        let client = try started(fixture)
        for file in ["Sources/Environment.swift", "Sources/Library.swift", "Sources/Shelf.swift"] {
            client.open(fixture.path(file), fixture.text(file))
            let got = try XCTUnwrap(client.diagnostics(fixture.uri(file))).map {
                "\(($0["range"]?["start"]?["line"]?.int ?? -2) + 1):\($0["code"]?.string ?? "")"
            }
            XCTAssertEqual(got, expected[file] ?? [], file)
        }
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
