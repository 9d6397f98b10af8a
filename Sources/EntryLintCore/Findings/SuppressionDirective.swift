import SwiftLexer

/// One `entrylint:` comment, parsed:
/// `// entrylint:disable RULE[,RULE…] [-- reason]`, `enable`, `disable:next`, `disable:this`,
/// `disable-file`; `all` names every rule. Block comments (`/* … */`) work too.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disableFile = "disable-file"
    }

    public struct RuleName: Sendable, Equatable {
        public var name: String
        /// Byte range of the name in the file, where `unused_suppression` points.
        public var range: Range<Int>
    }

    /// Nil when the directive word is not one of `Kind` (reported as `unused_suppression`).
    public var kind: Kind?
    /// The word after `entrylint:` as written.
    public var word: String
    public var wordRange: Range<Int>
    public var rules: [RuleName]
    public var reason: String?
    public var commentRange: Range<Int>

    static let marker = Array("entrylint:".utf8)

    /// The directive in a comment, or nil if the comment is not an `entrylint:` comment.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, comment: Comment) -> SuppressionDirective? {
        guard comment.kind == .line || comment.kind == .block else { return nil }
        let range = comment.range
        guard range.upperBound <= bytes.count else { return nil }
        var i = range.lowerBound + 2 // `//` or `/*`
        var end = range.upperBound
        if comment.kind == .block && !comment.isError && end - 2 >= i { end -= 2 }
        while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard end - i >= marker.count else { return nil }
        for k in 0..<marker.count where bytes[i + k] != marker[k] { return nil }
        i += marker.count
        let wordStart = i
        while i < end && !isSpace(bytes[i]) { i += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<i]), as: UTF8.self)
        // The reason follows ` -- `; the rule list is what comes before it.
        var listEnd = end
        var reason: String?
        var k = i
        while k + 1 < end {
            if bytes[k] == UInt8(ascii: "-") && bytes[k + 1] == UInt8(ascii: "-") && (k == i || isSpace(bytes[k - 1])) {
                listEnd = k
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(k + 2)..<end]), as: UTF8.self)
                reason = text.trimmingCharacters(in: " \t\r\n")
                break
            }
            k += 1
        }
        var rules: [RuleName] = []
        var j = i
        while j < listEnd {
            while j < listEnd && (isSpace(bytes[j]) || bytes[j] == UInt8(ascii: ",")) { j += 1 }
            let s = j
            while j < listEnd && !isSpace(bytes[j]) && bytes[j] != UInt8(ascii: ",") { j += 1 }
            if j > s {
                rules.append(RuleName(name: String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<j]), as: UTF8.self), range: s..<j))
            }
        }
        return SuppressionDirective(kind: Kind(rawValue: word), word: word, wordRange: wordStart..<i,
                                    rules: rules, reason: reason, commentRange: range)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let f = s.first, chars.contains(f) { s = s.dropFirst() }
        while let l = s.last, chars.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
