import EntryLintCore

/// JSON-RPC 2.0 envelopes and the error codes the server answers with.
enum RPC {
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    static func response(id: JSON, result: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSON, _ code: ErrorCode, _ message: String) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))]))])
    }

    static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func request(id: Int, _ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)])
    }

    /// A request id must be a number or a string.
    static func isValidID(_ node: JSONNode) -> Bool {
        switch node.value {
        case .number, .string: true
        default: false
        }
    }
}
