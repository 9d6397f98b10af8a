import EntryLintCore
import Foundation
import XCTest

/// A test client: runs the built `entrylint server` as a child process and speaks to it
/// through pipes, as an editor does. Messages from the server are collected by a reader thread;
/// tests wait for the one they expect, with a timeout so that a hang fails instead of blocking.
final class LSPClient: @unchecked Sendable {
    static var executable: String {
        #if os(macOS)
        let dir = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let dir = Bundle.main.bundleURL
        #endif
        return dir.appendingPathComponent("entrylint").path
    }

    let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let condition = NSCondition()
    private var received: [JSONNode] = []
    private var nextID = 1
    var stderrText: String { String(decoding: stderr.fileHandleForReading.availableData, as: UTF8.self) }

    init(arguments: [String] = ["server"]) throws {
        process.executableURL = URL(fileURLWithPath: LSPClient.executable)
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let handle = stdout.fileHandleForReading
        Thread { [self] in
            var buffer: [UInt8] = []
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                buffer += data
                while let (body, used) = LSPClient.frame(buffer) {
                    buffer.removeFirst(used)
                    guard let node = try? JSONParser.parse(body) else { continue }
                    condition.lock()
                    received.append(node)
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    static func frame(_ b: [UInt8]) -> ([UInt8], Int)? {
        let sep: [UInt8] = [13, 10, 13, 10]
        guard b.count >= 4, let end = (0...(b.count - 4)).first(where: { Array(b[$0..<$0 + 4]) == sep }) else { return nil }
        let header = String(decoding: b[..<end], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let n = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        guard b.count >= end + 4 + n else { return nil }
        return (Array(b[(end + 4)..<(end + 4 + n)]), end + 4 + n)
    }

    // MARK: sending

    func sendRaw(_ bytes: [UInt8]) {
        stdin.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: JSON) {
        let body = Array(message.rendered(pretty: false).utf8)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: JSON = .object([])) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([]), id: Int? = nil, timeout: Double = 30) -> JSONNode? {
        let id = id ?? { nextID += 1; return nextID }()
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return wait(timeout: timeout) { $0["id"]?.int == id && $0["method"] == nil }
    }

    func closeInput() { try? stdin.fileHandleForWriting.close() }

    // MARK: receiving

    /// The first message received (and not yet taken) matching `predicate`; it is taken.
    func wait(timeout: Double = 30, _ predicate: (JSONNode) -> Bool) -> JSONNode? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let k = received.firstIndex(where: predicate) { return received.remove(at: k) }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(_ uri: String, timeout: Double = 30) -> [JSONNode]? {
        wait(timeout: timeout) { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    /// Nothing matching arrives within `seconds`.
    func nothing(for seconds: Double, _ predicate: (JSONNode) -> Bool) -> Bool {
        wait(timeout: seconds, predicate) == nil
    }

    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    // MARK: conveniences

    func initialize(root: String, options: JSON? = nil) -> JSONNode? {
        var params: [(String, JSON)] = [
            ("processId", .null),
            ("rootUri", .string(LSPClient.uri(root))),
            ("capabilities", .object([])),
        ]
        if let options { params.append(("initializationOptions", options)) }
        let r = request("initialize", .object(params))
        notify("initialized")
        return r
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(LSPClient.uri(path))), ("languageId", .string("swift")),
            ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    func change(_ path: String, version: Int, _ changes: [JSON]) {
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(LSPClient.uri(path))), ("version", .int(version))])),
            ("contentChanges", .array(changes)),
        ]))
    }

    func shutdownAndExit() -> Int32? {
        _ = request("shutdown", .null)
        notify("exit", .null)
        return waitForExit()
    }

    static func uri(_ path: String) -> String {
        "file://" + path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .reduce("") { $0 + "/" + $1 }
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
        .object([("start", position(l1, c1)), ("end", position(l2, c2))])
    }

    static func position(_ line: Int, _ character: Int) -> JSON {
        .object([("line", .int(line)), ("character", .int(character))])
    }
}

/// Reading results in tests.
extension JSONNode {
    /// `[line, character, line, character]` of an LSP range.
    var rangeNumbers: [Int] {
        [self["start"]?["line"]?.int ?? -1, self["start"]?["character"]?.int ?? -1,
         self["end"]?["line"]?.int ?? -1, self["end"]?["character"]?.int ?? -1]
    }
}

/// Applies LSP text edits (UTF-16 positions) to a text, as an editor does.
enum TextEdits {
    static func apply(_ edits: [JSONNode], to text: String) -> String {
        var units = Array(text.utf16)
        let sorted = edits.sorted { a, b in
            let x = a["range"]!.rangeNumbers, y = b["range"]!.rangeNumbers
            return (x[0], x[1]) > (y[0], y[1])
        }
        for e in sorted {
            let r = e["range"]!.rangeNumbers
            let s = offset(units, r[0], r[1]), t = offset(units, r[2], r[3])
            units.replaceSubrange(s..<t, with: Array(e["newText"]!.string!.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    static func offset(_ units: [UInt16], _ line: Int, _ character: Int) -> Int {
        var l = 0, i = 0
        while l < line && i < units.count {
            if units[i] == 10 { l += 1 }
            i += 1
        }
        return min(i + character, units.count)
    }
}
