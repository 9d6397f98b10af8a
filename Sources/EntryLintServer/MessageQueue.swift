import EntryLintCore
import Foundation

/// Messages read by a reader thread, taken in batches by the main loop: a burst of keystrokes
/// (`didChange` after `didChange`) is applied as a whole and linted once. `$/cancelRequest` is
/// handled on arrival, so a request still waiting in the queue is answered as cancelled.
final class MessageQueue: @unchecked Sendable {
    enum Event {
        case message(JSONNode)
        /// Valid framing around a body that is not JSON.
        case parseError(String)
        case end
    }

    private let condition = NSCondition()
    private var events: [Event] = []
    private var cancelled = Set<String>()

    func startReading(fd: Int32, log: @escaping @Sendable (String) -> Void) {
        let thread = Thread { [self] in
            var reader = MessageReader(fd: fd)
            while true {
                switch reader.next() {
                case .end:
                    push(.end)
                    return
                case .malformed(let why):
                    log("malformed message: \(why)")
                case .message(let body):
                    do throws(JSONParser.SyntaxError) {
                        let node = try JSONParser.parse(body)
                        if node["method"]?.string == "$/cancelRequest" {
                            if let id = node["params"]?["id"] { cancel(MessageQueue.key(id)) }
                        } else {
                            push(.message(node))
                        }
                    } catch {
                        push(.parseError("line \(error.line), column \(error.column): \(error.message)"))
                    }
                }
            }
        }
        thread.stackSize = 8 << 20 // deep JSON is rejected by depth, not by the stack
        thread.start()
    }

    func push(_ e: Event) {
        condition.lock()
        events.append(e)
        condition.signal()
        condition.unlock()
    }

    /// Everything queued, waiting until there is something.
    func takeAll() -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty { condition.wait() }
        let out = events
        events.removeAll()
        return out
    }

    /// Whether more messages are waiting (the main loop then defers linting).
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !events.isEmpty
    }

    func cancel(_ key: String) {
        condition.lock()
        // Cancellations of requests already answered are never taken: forget old ones.
        if cancelled.count > 1000 { cancelled.removeAll() }
        cancelled.insert(key)
        condition.unlock()
    }

    /// True once for a cancelled request id.
    func takeCancellation(_ key: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(key) != nil
    }

    static func key(_ id: JSONNode) -> String { id.json.rendered(pretty: false) }
}
