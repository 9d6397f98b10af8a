// MARK: - Operators

extension Lexer {
    /// Whether the byte before `j` binds an operator at `j` to its left operand.
    func isLeftBound(_ j: Int) -> Bool {
        if j == 0 { return false }
        switch s[j - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(j >= 2 && s[j - 2] == UInt8(ascii: "*"))  // end of a block comment is whitespace
        case 0xA0:
            return !(j >= 2 && s[j - 2] == 0xC2)  // non-breaking space
        default:
            return true
        }
    }

    /// Whether the byte at `j` (just after an operator) binds it to a right operand.
    func isRightBound(_ j: Int, leftBound: Bool) -> Bool {
        guard j < n else { return false }
        switch s[j] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound  // `x^.y` is postfix `^`; `^.y` is prefix
        case UInt8(ascii: "/"):
            let next = byte(at: j + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return byte(at: j + 1) != 0xA0
        default:
            return true
        }
    }

    /// Length of the operator character at `j`, or 0 when it is none.
    @inline(__always) func operatorCharLength(_ j: Int, start: Bool) -> Int {
        let b = s[j]
        if b < 0x80 { return CodePoints.isASCIIOperator(b) ? 1 : 0 }
        let (scalar, length) = decodeScalar(s, j)
        guard let scalar else { return 0 }
        return (start ? CodePoints.isOperatorStart(scalar) : CodePoints.isOperatorContinue(scalar)) ? length : 0
    }

    /// An operator by maximal munch, which may turn out to hold the start of a regex literal.
    mutating func lexOperator(leading: Int, newline: Bool, preferRegex: Bool) {
        let start = i
        i += max(1, operatorCharLength(i, start: true))
        let startsWithDot = s[start] == UInt8(ascii: ".")
        while i < n {
            // `.` continues an operator only when the operator began with one.
            if s[i] == UInt8(ascii: ".") && !startsWithDot { break }
            if s[i] == UInt8(ascii: "<") && peek(1) == UInt8(ascii: "#") && placeholderEndsOnLine(i + 2) { break }
            let length = operatorCharLength(i, start: false)
            if length == 0 { break }
            i += length
        }
        var end = i
        // The first `/` of the operator may open a regex literal.
        if let slash = (start..<end).first(where: { s[$0] == UInt8(ascii: "/") }),
           let regexEnd = tryRegex(slash: slash, operatorStart: start, operatorEnd: end, preferRegex: preferRegex) {
            if slash > start {
                i = slash
                emitOperator(from: start, leading: leading, newline: newline)
                i = regexEnd
                emit(.regexLiteral, from: slash, leading: slash, newline: false, flags: regexFlags(start: slash, end: regexEnd))
            } else {
                i = regexEnd
                emit(.regexLiteral, from: start, leading: leading, newline: newline,
                     flags: regexFlags(start: start, end: regexEnd))
            }
            return
        }
        // `//` or `/*` inside an operator starts a comment.
        if end - start > 2 {
            var j = start + 1
            while j < end - 1 {
                if s[j] == UInt8(ascii: "/") && (s[j + 1] == UInt8(ascii: "/") || s[j + 1] == UInt8(ascii: "*")) {
                    end = j
                    break
                }
                j += 1
            }
        }
        i = end
        emitOperator(from: start, leading: leading, newline: newline)
    }

    mutating func placeholderEndsOnLine(_ from: Int) -> Bool {
        // Memoized: a scan from any offset up to where this one stopped gives the same answer.
        if let known = memo.placeholder, known.contains(from) { return memo.placeholderResult }
        var j = from
        while j + 1 < n && s[j] != 0x0A {
            if s[j] == UInt8(ascii: "#") && s[j + 1] == UInt8(ascii: ">") {
                memo.placeholder = from...j
                memo.placeholderResult = true
                return true
            }
            j += 1
        }
        memo.placeholder = from...j
        memo.placeholderResult = false
        return false
    }

    /// Classifies the operator from `start` to the cursor by what binds it on either side.
    mutating func emitOperator(from start: Int, leading: Int, newline: Bool) {
        let length = i - start
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(i, leftBound: leftBound)
        var kind: TokenKind
        var error = false
        if leftBound == rightBound { kind = .binaryOperator } else if leftBound { kind = .postfixOperator } else { kind = .prefixOperator }
        if length == 1 {
            switch s[start] {
            case UInt8(ascii: "="): kind = .equal; error = leftBound != rightBound
            case UInt8(ascii: "&") where !leftBound && rightBound: kind = .prefixAmpersand
            case UInt8(ascii: "."): kind = .period
            case UInt8(ascii: "?"): kind = leftBound ? .postfixQuestionMark : .infixQuestionMark
            default: break
            }
        } else if length == 2 && s[start] == UInt8(ascii: "-") && s[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        } else if (start..<(i - 1)).contains(where: { s[$0] == UInt8(ascii: "*") && s[$0 + 1] == UInt8(ascii: "/") }) {
            kind = .unknown
            error = true
        }
        let id = OperatorID.lookup(s.baseAddress! + start, length)
        emit(kind, from: start, leading: leading, newline: newline, flags: error ? .error : [], sub: id?.rawValue ?? 0)
    }
}

// MARK: - Regex literals

extension Lexer {
    /// Flags of the regex literal `scanRegex` just found, and its diagnostic if it is unterminated.
    /// (The error flag used to be guessed from the last byte, which missed `#/` cut off by a newline
    /// or the end of the file, and `##/a/#`, since those end in `/` or `#` too.)
    mutating func regexFlags(start: Int, end: Int) -> TokenFlags {
        var flags: TokenFlags = []
        if s[start] == UInt8(ascii: "#") { flags.insert(.multiline) }
        if regexUnterminated {
            flags.insert(.error)
            diagnose(.unterminatedRegex, at: start)
        }
        return flags
    }

    /// Whether the previous token leaves the lexer expecting an expression, where `/` opens a regex.
    func inRegexPosition() -> Bool {
        guard let prev = prevKind else { return true }
        switch prev {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
             .semicolon, .comma, .colon, .infixQuestionMark, .stringHead, .stringMiddle,
             .poundIf, .poundElse, .poundElseif, .poundEndif, .unknown:
            return true
        case .keyword:
            switch prevKeyword {
            case .true?, .false?, .Any?, .nil?, .self?, .Self?, .super?: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Decides whether the `/` at `slash`, inside the operator `operatorStart..<operatorEnd`,
    /// opens a regex literal; returns the literal's end if so.
    mutating func tryRegex(slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        if leftBound { return nil }
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        // After `func` or `operator` the token must be an operator: `operator /^/`.
        if prevKind == .keyword && (prevKeyword == .func || prevKeyword == .operator) { return nil }
        var mustBeRegex = false
        if leftBound == rightBound {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !inRegexPosition() { return nil }
            switch prevKind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .colonColon?: break
            default: mustBeRegex = true
            }
        }
        return scanRegex(slash: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal whose `/` is at `slash`, preceded by `pounds` `#`. Returns the
    /// offset after it, or nil when it is no regex. Bare `/…/` literals reject leading and
    /// trailing spaces and unbalanced `)` unless `mustBeRegex`.
    mutating func scanRegex(slash: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        regexUnterminated = false
        var j = slash + 1
        if pounds == 0 {
            let next = byte(at: j)
            if next == 0x20 || next == 0x09 {
                if !mustBeRegex { return nil }
            } else if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                return nil
            }
            if slash > 0 && s[slash - 1] == UInt8(ascii: "*") { return nil }
        }
        var firstNewline: Int? = nil
        var lastNewlineEnd: Int? = nil
        if pounds > 0 {
            // `#/` followed by a newline opens a multi-line literal.
            var k = j
            while k < n && (s[k] == 0x20 || s[k] == 0x09) { k += 1 }
            if k < n && (s[k] == 0x0A || s[k] == 0x0D) { firstNewline = k; j = k }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace: Int? = nil
        while true {
            // Closing delimiter?
            if j < n && s[j] == UInt8(ascii: "/") {
                var k = j + 1
                var closing = 0
                if pounds > 0 { while k < n && s[k] == UInt8(ascii: "#") { k += 1; closing += 1 } }
                if closing >= pounds {
                    if pounds == 0 {
                        let after = byte(at: j + 1)
                        if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") {
                            // Prefer a comment over closing the literal: unterminated.
                            return mustBeRegex ? unterminatedRegexEnd(j, firstNewline) : nil
                        }
                        if let lastSpace, lastSpace + 1 == j, !mustBeRegex { return nil }
                    }
                    _ = lastNewlineEnd
                    return k
                }
            }
            guard j < n else {
                if let firstNewline {
                    // Every newline after `firstNewline` was visited on the way here (newlines are
                    // never skipped as part of an escape or a scalar): remember it (`ScanMemo`).
                    memo.regexNewline = firstNewline
                    memo.regexPounds = pounds
                }
                return mustBeRegex ? unterminatedRegexEnd(j, firstNewline) : nil
            }
            let c = s[j]
            switch c {
            case 0x0A, 0x0D:
                if firstNewline == nil { return mustBeRegex ? unterminatedRegexEnd(j, nil) : nil }
                // From a newline an earlier unterminated scan visited, this one takes the same path
                // and (needing at least as many `#`) cannot close either.
                if j >= memo.regexNewline && pounds >= memo.regexPounds {
                    return unterminatedRegexEnd(n, firstNewline)
                }
                j += 1
                lastNewlineEnd = j
                continue
            case UInt8(ascii: "\\"):
                j += 1
                if j < n {
                    if s[j] == 0x0A || s[j] == 0x0D {
                        if firstNewline == nil { return mustBeRegex ? unterminatedRegexEnd(j, nil) : nil }
                    } else {
                        j += s[j] < 0x80 ? 1 : decodeScalar(s, j).length
                    }
                }
                continue
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                lastSpace = j
            default:
                break
            }
            j += c < 0x80 ? 1 : decodeScalar(s, j).length
        }
    }

    /// Where an unterminated literal that must be a regex stops: a multi-line one at its first
    /// newline (so the code after it is not swallowed), a single-line one where scanning stopped.
    mutating func unterminatedRegexEnd(_ j: Int, _ firstNewline: Int?) -> Int {
        regexUnterminated = true
        if let firstNewline { return firstNewline }
        return j
    }
}
