import EntryLintCore
import Foundation

/// `entrylint server`: the Language Server Protocol over a pair of file descriptors (standard
/// input and output). One thread reads and frames messages; the main loop applies them in
/// order, answers requests, and lints the changed documents once per batch of messages.
public final class LanguageServer {
    public struct Options {
        /// Worker threads for linting; nil uses every core.
        public var jobs: Int?
        /// `{rule}` is replaced by the rule id; sent as `codeDescription`. Also settable by the
        /// client (`initializationOptions` / settings `documentationURL`). nil: the rule's page,
        /// docs/rules/RULE.md in the repository (`ToolInfo.ruleDocumentationURI`).
        public var documentationURL: String?
        /// The client's `profile` setting; nil leaves it to each file's configuration.
        public var profile: Profile?
        /// What the environment asks of the engine, read once by whoever starts the server.
        public var environment: LintEnvironment
        public init(jobs: Int? = nil, documentationURL: String? = nil, environment: LintEnvironment = LintEnvironment()) {
            self.jobs = jobs
            self.documentationURL = documentationURL
            self.environment = environment
        }
    }

    let input: Int32
    let writer: MessageWriter
    let queue = MessageQueue()
    var options: Options
    let log: @Sendable (String) -> Void

    // Lifecycle.
    var initialized = false
    var shutdownRequested = false
    var exitCode: Int32?
    var nextRequestID = 1
    var watchDynamically = false

    // State.
    var workspace: WorkspaceLinter?
    var documents = DocumentStore()
    /// Open Swift documents whose diagnostics must be recomputed.
    var dirty = Set<String>()
    /// What was last linted per open document: its text and findings (code actions and hover
    /// read them).
    var linted: [String: (text: TextLines, findings: [Finding])] = [:]
    /// The last `publishDiagnostics` payload per URI, so unchanged results are not re-sent.
    var published: [String: String] = [:]
    /// Configuration files currently showing errors.
    var configErrorFiles = Set<String>()

    public init(input: Int32, output: Int32, options: Options = Options(),
                log: @escaping @Sendable (String) -> Void) {
        self.input = input
        writer = MessageWriter(fd: output)
        self.options = options
        self.log = log
    }

    /// Serves until `exit` (or the end of input); returns the exit status: 0 after `shutdown`,
    /// 1 otherwise, as the protocol specifies. The caller ignores SIGPIPE, so that a client that
    /// went away is an end of input rather than a crash.
    public func run() -> Int32 {
        queue.startReading(fd: input, log: log)
        while true {
            for event in queue.takeAll() {
                switch event {
                case .end:
                    return shutdownRequested ? 0 : 1
                case .parseError(let why):
                    log("invalid JSON: \(why)")
                    send(RPC.error(id: .null, .parseError, "invalid JSON: \(why)"))
                case .message(let message):
                    handle(message)
                }
                if let exitCode { return exitCode }
            }
            // More keystrokes already waiting: apply them before spending time on a lint.
            if !queue.hasPending { publishDiagnostics() }
        }
    }

    func send(_ message: JSON) { writer.send(message) }

    func handle(_ message: JSONNode) {
        guard message.isObject else {
            send(RPC.error(id: .null, .invalidRequest, "a message must be a JSON object"))
            return
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to one of our requests (client/registerCapability): nothing to do.
            if id != nil && (message["result"] != nil || message["error"] != nil) { return }
            send(RPC.error(id: id?.json ?? .null, .invalidRequest, "a request needs a 'method' string"))
            return
        }
        let params = message["params"]
        if let id {
            guard RPC.isValidID(id) else {
                send(RPC.error(id: .null, .invalidRequest, "a request id must be a number or a string"))
                return
            }
            request(method, id: id, params: params)
        } else {
            notification(method, params: params)
        }
    }

    func request(_ method: String, id: JSONNode, params: JSONNode?) {
        let rid = id.json
        if queue.takeCancellation(MessageQueue.key(id)) {
            send(RPC.error(id: rid, .requestCancelled, "cancelled"))
            return
        }
        if shutdownRequested {
            send(RPC.error(id: rid, .invalidRequest, "the server is shutting down"))
            return
        }
        if !initialized && method != "initialize" {
            send(RPC.error(id: rid, .serverNotInitialized, "the server is not initialized"))
            return
        }
        switch method {
        case "initialize":
            guard !initialized else {
                send(RPC.error(id: rid, .invalidRequest, "initialize was already received"))
                return
            }
            send(RPC.response(id: rid, result: initialize(params)))
            // The initial index after the answer: the client is ready while files are read,
            // and its first messages wait in the queue.
            workspace?.indexAll()
        case "shutdown":
            shutdownRequested = true
            send(RPC.response(id: rid, result: .null))
        case "textDocument/codeAction":
            send(codeAction(id: rid, params))
        case "textDocument/hover":
            send(hover(id: rid, params))
        default:
            send(RPC.error(id: rid, .methodNotFound, "unknown method '\(method)'"))
        }
    }

    func notification(_ method: String, params: JSONNode?) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        guard initialized, !shutdownRequested else { return } // dropped, as the protocol says
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeConfiguration": didChangeConfiguration(params)
        default:
            // `$/` notifications may be ignored; others are logged so a client bug is visible.
            if !method.hasPrefix("$/") { log("ignored notification '\(method)'") }
        }
    }
}
