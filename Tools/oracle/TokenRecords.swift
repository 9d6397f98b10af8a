import SwiftSyntax

/// The token stream of one file as `tok` and `str` records, in source order.
///
/// An outermost string or regex literal is one `str` record covering its delimiters (a raw
/// string's `#` included) and everything between, interpolations too; every other token present
/// in the source is a `tok`. The end-of-file token is not a token of the source.
enum TokenRecords {
    static func of(_ tree: SourceFileSyntax) -> [String] {
        let finder = LiteralFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let literals = finder.ranges
        var records: [String] = []
        var next = 0           // the first literal not yet reached
        var insideUntil = -1   // end of the literal being skipped
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            // An unterminated interpolation ends in an empty token at the literal's very end:
            // it is still the literal's.
            if start < insideUntil || (start == insideUntil && end == start) { continue }
            while next < literals.count, literals[next].end <= start { next += 1 }
            if next < literals.count, literals[next].start <= start {
                records.append("str \(literals[next].start) \(literals[next].end)")
                insideUntil = literals[next].end
                next += 1
                continue
            }
            records.append("tok \(start) \(end)")
        }
        return records
    }
}

/// The byte ranges of the outermost string and regex literals, in source order. A literal the
/// parser only invented (no token of it is in the source) has no range.
private final class LiteralFinder: SyntaxVisitor {
    var ranges: [(start: Int, end: Int)] = []

    private func add(_ literal: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if literal.firstToken(viewMode: .sourceAccurate) != nil {
            ranges.append((literal.positionAfterSkippingLeadingTrivia.utf8Offset,
                           literal.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        // Literals nested in an interpolation are part of this one.
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node) }
}
