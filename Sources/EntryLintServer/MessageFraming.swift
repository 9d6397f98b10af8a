import EntryLintCore
import Foundation

/// The base protocol's framing: `Content-Length: N` (and optionally `Content-Type`) header
/// lines ended by CRLF, an empty line, then N bytes of JSON. Reads straight from a file
/// descriptor into one growing buffer, so a large `didOpen` costs one copy.
struct MessageReader {
    enum Frame {
        case message([UInt8])
        /// A header block that could not be understood; the reader has skipped it.
        case malformed(String)
        case end
    }

    /// Larger bodies are refused (and skipped) rather than allocated.
    static let maxBody = 256 << 20

    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var eof = false

    init(fd: Int32) { self.fd = fd }

    mutating func next() -> Frame {
        // Header block: up to the first empty line.
        var headerEnd: Int?
        while true {
            if let e = findHeaderEnd() { headerEnd = e; break }
            if eof || !fill() {
                let rest = buffer.count - start
                start = buffer.count
                return rest > 0 && !isBlank(buffer[(buffer.count - rest)...]) ? .malformed("end of input inside a message header") : .end
            }
        }
        let header = String(decoding: buffer[start..<headerEnd!], as: UTF8.self)
        start = headerEnd! + 4
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return .malformed("header line without ':': \(line.prefix(80))") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else { return .malformed("invalid Content-Length '\(value.prefix(40))'") }
                length = n
            }
        }
        guard let length else { return .malformed("message header without Content-Length") }
        guard length <= MessageReader.maxBody else {
            skip(length)
            return .malformed("message of \(length) bytes is larger than the \(MessageReader.maxBody >> 20) MB limit; skipped")
        }
        while buffer.count - start < length {
            if eof || !fill() {
                start = buffer.count
                return .malformed("end of input inside a message body")
            }
        }
        let body = Array(buffer[start..<start + length])
        start += length
        compact()
        return .message(body)
    }

    private func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 }
    }

    private func findHeaderEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    private mutating func skip(_ n: Int) {
        var left = n
        while left > 0 {
            let have = buffer.count - start
            if have >= left { start += left; return }
            left -= have
            start = buffer.count
            compact()
            if eof || !fill() { return }
        }
    }

    private mutating func compact() {
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Appends what is available (blocking until something is); false at end of input.
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { eof = true; return false }
            buffer += chunk[0..<n]
            return true
        }
    }
}

/// Writes framed messages; one lock so the reader thread's answers (cancellations) and the main
/// loop's never interleave.
final class MessageWriter: @unchecked Sendable {
    let fd: Int32
    private let lock = NSLock()

    init(fd: Int32) { self.fd = fd }

    func send(_ message: JSON) {
        let body = Array(message.rendered(pretty: false).utf8)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.lock()
        defer { lock.unlock() }
        var done = 0
        bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return } // the client went away; exit follows from the reader
                done += n
            }
        }
    }
}
