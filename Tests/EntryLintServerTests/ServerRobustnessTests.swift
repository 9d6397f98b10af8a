import EntryLintCore
import Foundation
import XCTest

/// What a careless or broken client sends: the server answers or logs it, and keeps serving.
final class ServerRobustnessTests: XCTestCase {
    func testMalformedMessagesAreAnsweredOrLoggedAndTheServerGoesOn() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        // A request before initialize.
        XCTAssertEqual(client.request("textDocument/hover", .object([]), id: 1)?["error"]?["code"]?.int, -32002)
        _ = client.initialize(root: fixture.root)
        // A body that is not JSON: a parse error with a null id.
        let bad = Array("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\":".utf8)
        client.sendRaw(Array("Content-Length: \(bad.count)\r\n\r\n".utf8) + bad)
        let parse = try XCTUnwrap(client.wait { $0["error"]?["code"]?.int == -32700 })
        XCTAssertEqual(parse["id"]?.isNull, true)
        // A header without Content-Length is skipped (logged), as is a non-numeric length.
        client.sendRaw(Array("Content-Type: application/json\r\n\r\n".utf8))
        client.sendRaw(Array("Content-Length: many\r\n\r\n".utf8))
        // JSON that is not a request.
        let array = Array("[1,2]".utf8)
        client.sendRaw(Array("Content-Length: \(array.count)\r\n\r\n".utf8) + array)
        XCTAssertNotNil(client.wait { $0["error"]?["code"]?.int == -32600 })
        client.send(.object([("jsonrpc", .string("2.0")), ("id", .int(7))]))
        XCTAssertEqual(client.wait { $0["id"]?.int == 7 }?["error"]?["code"]?.int, -32600)
        // An unknown request, an unknown notification, and wrong parameters.
        XCTAssertEqual(client.request("textDocument/completion", .object([]))?["error"]?["code"]?.int, -32601)
        client.notify("workspace/somethingNew", .object([]))
        client.notify("textDocument/didOpen", .string("not an object"))
        client.notify("textDocument/didChange", .object([("textDocument", .object([("uri", .string(fixture.uri("Sources/Nope.swift")))])),
                                                         ("contentChanges", .array([]))]))
        XCTAssertEqual(client.request("textDocument/hover", .object([("position", .int(3))]))?["error"]?["code"]?.int, -32602)
        // Nesting deeper than the reader accepts is a parse error, not a stack overflow.
        let deep = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        client.sendRaw(Array("Content-Length: \(deep.count)\r\n\r\n".utf8) + deep)
        XCTAssertNotNil(client.wait { $0["error"]?["code"]?.int == -32700 })
        // Still serving: a document opens and is linted.
        client.open(fixture.path("Sources/Shelf.swift"), fixture.text("Sources/Shelf.swift"))
        XCTAssertEqual(client.diagnostics(fixture.uri("Sources/Shelf.swift"))?.count, 2)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testACancelledRequestIsAnsweredAsCancelled() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        _ = client.initialize(root: fixture.root)
        client.notify("$/cancelRequest", .object([("id", .int(41))]))
        let r = client.request("textDocument/hover", .object([
            ("textDocument", .object([("uri", .string(fixture.uri("Sources/Shelf.swift")))])),
            ("position", LSPClient.position(0, 0)),
        ]), id: 41)
        XCTAssertEqual(r?["error"]?["code"]?.int, -32800)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testAfterShutdownRequestsAreRefusedAndExitWithoutShutdownIsOne() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        _ = client.initialize(root: fixture.root)
        XCTAssertEqual(client.request("shutdown", .null)?["result"]?.isNull, true)
        XCTAssertEqual(client.request("textDocument/hover", .object([]))?["error"]?["code"]?.int, -32600)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)

        let other = try LSPClient()
        _ = other.initialize(root: fixture.root)
        other.notify("exit")
        XCTAssertEqual(other.waitForExit(), 1)
    }

    func testTheEndOfInputEndsTheServer() throws {
        let client = try LSPClient()
        client.closeInput()
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testAFileOutsideTheWorkspaceIsLintedOnItsOwn() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        let r = client.request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", .object([]))]))
        XCTAssertNotNil(r?["result"])
        client.notify("initialized")
        let path = fixture.path("Sources/Shelf.swift")
        client.open(path, fixture.text("Sources/Shelf.swift"))
        XCTAssertEqual(client.diagnostics(LSPClient.uri(path))?.codes, ["print_changes_leftover", "fresh_id_modifier"])
        // Untitled buffers are not files: ignored, no answer and no crash.
        client.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string("untitled:Untitled-1")), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string("let x = 1")),
        ]))]))
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testStringIdsAreEchoedAndWatchersAreRegisteredWhenTheClientAllows() throws {
        let fixture = try ServerFixture()
        let client = try LSPClient()
        client.send(.object([("jsonrpc", .string("2.0")), ("id", .string("init-1")), ("method", .string("initialize")),
                             ("params", .object([
                                 ("workspaceFolders", .array([.object([("uri", .string(LSPClient.uri(fixture.root))), ("name", .string("p"))])])),
                                 ("capabilities", .object([("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))]))]))])),
                             ]))]))
        XCTAssertNotNil(client.wait { $0["id"]?.string == "init-1" }?["result"]?["capabilities"])
        client.notify("initialized")
        let registration = try XCTUnwrap(client.wait { $0["method"]?.string == "client/registerCapability" })
        let watchers = registration["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"]?.array
        XCTAssertEqual(watchers?.compactMap { $0["globPattern"]?.string }, ["**/*.swift", "**/.entrylint.json"])
        // The client's answer to that request is taken silently.
        client.send(.object([("jsonrpc", .string("2.0")), ("id", registration["id"]!.json), ("result", .null)]))
        client.open(fixture.path("Sources/Shelf.swift"), fixture.text("Sources/Shelf.swift"))
        XCTAssertEqual(client.diagnostics(fixture.uri("Sources/Shelf.swift"))?.count, 2)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
