/// Byte offset → 1-based line and column. Columns count UTF-8 bytes, as swiftc prints them.
/// Built once per file from the line starts; a lookup is a binary search.
public struct LineIndex: Sendable {
    /// Offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]

    /// Lines end at LF, CRLF or a lone CR.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        let n = bytes.count
        guard let base = bytes.baseAddress else {
            lineStarts = starts
            return
        }
        // Eight bytes at a time while they hold no line break (most of a line): a word with a
        // zero byte after XOR-ing with the break byte holds one (the classic SWAR test).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(base)
        while i < n {
            while i + 8 <= n {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let lf = w ^ (ones &* 0x0A)
                let cr = w ^ (ones &* 0x0D)
                if ((lf &- ones) & ~lf & highs) | ((cr &- ones) & ~cr & highs) != 0 { break }
                i += 8
            }
            guard i < n else { break }
            let b = bytes[i]
            if b == 0x0A {
                starts.append(UInt32(i + 1))
            } else if b == 0x0D {
                if i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(i + 1))
            }
            i += 1
        }
        lineStarts = starts
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineIndex($0) }
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line containing `offset`.
    public func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid }
        }
        return lo + 1
    }

    /// 1-based line and UTF-8 column of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - Int(lineStarts[line - 1]) + 1)
    }

    /// Offset of the first byte of 1-based `line`.
    public func startOfLine(_ line: Int) -> Int {
        Int(lineStarts[max(0, min(line - 1, lineStarts.count - 1))])
    }
}
