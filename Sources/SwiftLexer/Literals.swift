// MARK: - Numbers

extension Lexer {
    /// Integer and floating-point literals: decimal, `0x` (with `p` exponents), `0o`, `0b`,
    /// underscores. A leading `-` is an operator, left to the parser.
    mutating func lexNumber(leading: Int, newline: Bool) {
        let start = i
        let kind = scanNumber()
        emit(kind.0, from: start, leading: leading, newline: newline, flags: kind.error ? .error : [])
        if kind.error { diagnose(.invalidNumber, at: start) }
    }

    /// Consumes the rest of a malformed literal: everything that could continue an identifier.
    mutating func skipBadDigits() -> Bool {
        skipIdentifierContinuation()
        return true
    }

    func isIdentifierContinue(at j: Int) -> Bool {
        guard j < n else { return false }
        if s[j] < 0x80 { return CodePoints.isASCIIIdentifierContinue(s[j]) }
        let (scalar, _) = decodeScalar(s, j)
        return scalar.map(CodePoints.isIdentifierContinue) ?? false
    }

    mutating func scanNumber() -> (TokenKind, error: Bool) {
        let first = s[i]
        let second = peek(1)
        if first == UInt8(ascii: "0") && second == UInt8(ascii: "x") { return scanHexNumber() }
        if first == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            let isDigit: (UInt8) -> Bool = second == UInt8(ascii: "o")
                ? { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
                : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            i += 2
            // No digit after the prefix is an error, at the end of the file too (`0b` was accepted there).
            if i >= n || !isDigit(s[i]) {
                return (.integerLiteral, skipBadDigits())
            }
            while i < n && (isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
            if isIdentifierContinue(at: i) { return (.integerLiteral, skipBadDigits()) }
            return (.integerLiteral, false)
        }
        while i < n && (CodePoints.isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
        if peek() == UInt8(ascii: ".") {
            // `1.foo` is a member access and `x.0.1` a tuple path, not floats.
            if i + 1 >= n || !CodePoints.isDigit(s[i + 1]) || prevKind == .period { return (.integerLiteral, false) }
        } else if peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E") {
            if isIdentifierContinue(at: i) { return (.integerLiteral, skipBadDigits()) }
            return (.integerLiteral, false)
        }
        if peek() == UInt8(ascii: ".") {
            i += 1
            while i < n && (CodePoints.isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            i += 1
            if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { i += 1 }
            guard CodePoints.isDigit(peek()) else { return (.floatLiteral, skipBadDigits()) }
            while i < n && (CodePoints.isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
            if isIdentifierContinue(at: i) { return (.floatLiteral, skipBadDigits()) }
        }
        return (.floatLiteral, false)
    }

    mutating func scanHexNumber() -> (TokenKind, error: Bool) {
        i += 2
        guard i < n else { return (.integerLiteral, true) }
        guard CodePoints.isHexDigit(s[i]) else {
            if isIdentifierContinue(at: i) { return (.integerLiteral, skipBadDigits()) }
            return (.integerLiteral, true)
        }
        while i < n && (CodePoints.isHexDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
        let c = peek()
        if c != UInt8(ascii: ".") && c != UInt8(ascii: "p") && c != UInt8(ascii: "P") {
            if isIdentifierContinue(at: i) { return (.integerLiteral, skipBadDigits()) }
            return (.integerLiteral, false)
        }
        var dot: Int? = nil
        if c == UInt8(ascii: ".") {
            dot = i
            i += 1
            // `0xff.description`: an integer followed by a member access.
            if i < n && !CodePoints.isHexDigit(s[i]) { i = dot!; return (.integerLiteral, false) }
            while i < n && (CodePoints.isHexDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
            if peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") {
                if i + 1 < n && !CodePoints.isDigit(s[i + 1]) { i = dot!; return (.integerLiteral, false) }
                return (.integerLiteral, true)
            }
        }
        i += 1  // p
        var signed = false
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1; signed = true }
        // No exponent digit is an error, at the end of the file too (`0x1p` was accepted there).
        if i >= n || !CodePoints.isDigit(s[i]) {
            // Like the reference lexer, back off only when a byte follows: at the end of the file
            // `0xff.fp` stays one (bad) float.
            if i < n, let dot, dot + 1 < n, !CodePoints.isDigit(s[dot + 1]), !signed {
                i = dot  // `0xff.fpValue`
                return (.integerLiteral, false)
            }
            return (.floatLiteral, skipBadDigits())
        }
        while i < n && (CodePoints.isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { i += 1 }
        if isIdentifierContinue(at: i) { return (.floatLiteral, skipBadDigits()) }
        return (.floatLiteral, false)
    }
}

// MARK: - Strings

extension Lexer {
    enum BodyEnd { case closed, interpolation, unterminated }

    /// If at least `pounds` `#` follow `j`, returns the offset after them (one extra `#` is taken
    /// too, as the reference lexer does); otherwise nil.
    @inline(__always) func afterDelimiter(_ j: Int, pounds: Int) -> Int? {
        if pounds == 0 { return j }
        var k = j
        var count = 0
        while k < n && s[k] == UInt8(ascii: "#") && count <= pounds { k += 1; count += 1 }
        return count >= pounds ? k : nil
    }

    /// A string literal at the cursor, after `pounds` raw delimiters (`#`) that start at the cursor.
    mutating func lexString(leading: Int, newline: Bool, pounds: Int) {
        let start = i
        i += pounds
        var flags: TokenFlags = pounds > 0 ? .backticked : []
        if s[i] == UInt8(ascii: "'") {
            // Character literals are not Swift; lex them as a string so the file goes on.
            i += 1
            while i < n && s[i] != UInt8(ascii: "'") && s[i] != 0x0A && s[i] != 0x0D {
                i += s[i] == UInt8(ascii: "\\") && i + 1 < n && s[i + 1] != 0x0A && s[i + 1] != 0x0D ? 2 : 1
            }
            if i < n && s[i] == UInt8(ascii: "'") { i += 1 }
            emit(.stringLiteral, from: start, leading: leading, newline: newline, flags: flags.union(.error))
            return
        }
        i += 1
        var multiline = false
        if peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") {
            multiline = true
            if pounds > 0 {
                // `#"""#` and `#""" … "#` on one line are single-line literals.
                var j = i + 2
                if afterDelimiter(j, pounds: pounds) != nil && j < n && s[j] == UInt8(ascii: "#") {
                    multiline = false
                } else {
                    while j < n && s[j] != 0x0A && s[j] != 0x0D {
                        if s[j] == UInt8(ascii: "\"") && j + 1 < n && s[j + 1] == UInt8(ascii: "#"),
                           afterDelimiter(j + 1, pounds: pounds) != nil {
                            multiline = false
                            break
                        }
                        j += 1
                    }
                }
            }
            if multiline { i += 2 }
        }
        if multiline { flags.insert(.multiline) }
        switch scanStringBody(multiline: multiline, pounds: pounds) {
        case .closed:
            emit(.stringLiteral, from: start, leading: leading, newline: newline, flags: flags)
        case .unterminated:
            diagnose(.unterminatedString, at: start)
            emit(.stringLiteral, from: start, leading: leading, newline: newline, flags: flags.union(.error))
        case .interpolation:
            emit(.stringHead, from: start, leading: leading, newline: newline, flags: flags)
            frames.append(Frame(multiline: multiline, pounds: pounds, parenDepth: 0))
        }
    }

    /// At the `)` that ends an interpolation: lex the rest of the literal up to its end or the
    /// next interpolation.
    mutating func continueString(leading: Int, newline: Bool) {
        let start = i
        let frame = frames[frames.count - 1]
        i += 1
        var flags: TokenFlags = frame.pounds > 0 ? .backticked : []
        if frame.multiline { flags.insert(.multiline) }
        switch scanStringBody(multiline: frame.multiline, pounds: frame.pounds) {
        case .closed:
            frames.removeLast()
            emit(.stringTail, from: start, leading: leading, newline: newline, flags: flags)
        case .unterminated:
            frames.removeLast()
            diagnose(.unterminatedString, at: start)
            emit(.stringTail, from: start, leading: leading, newline: newline, flags: flags.union(.error))
        case .interpolation:
            emit(.stringMiddle, from: start, leading: leading, newline: newline, flags: flags)
        }
    }

    /// Ends the innermost interpolated literal that the line or the file ended inside: at the
    /// newline, or at the end of the last token when the file ends.
    mutating func closeUnterminatedInterpolation() {
        let frame = frames.removeLast()
        let at = i < n ? i : (tokens.last.map { $0.end } ?? i)
        var flags: TokenFlags = [.error]
        if frame.multiline { flags.insert(.multiline) }
        diagnose(.unterminatedString, at: at)
        tokens.append(Token(kind: .stringTail, start: at, length: 0, flags: flags))
        prevKind = .stringTail
        prevKeyword = nil
    }

    /// Scans literal text from the cursor to the closing delimiter (cursor after it), to an
    /// interpolation (cursor after its `(`), or to where the literal cannot go on.
    mutating func scanStringBody(multiline: Bool, pounds: Int) -> BodyEnd {
        while i < n {
            let b = s[i]
            switch b {
            case UInt8(ascii: "\\"):
                guard let afterPounds = afterDelimiter(i + 1, pounds: pounds) else { i += 1; continue }
                if afterPounds < n && s[afterPounds] == UInt8(ascii: "(") {
                    i = afterPounds + 1
                    return .interpolation
                }
                i = afterPounds
                guard i < n else { continue }
                let e = s[i]
                if e == UInt8(ascii: "\"") || e == UInt8(ascii: "'") || e == UInt8(ascii: "\\")
                    || CodePoints.isDigit(e) || (e | 0x20) >= 0x61 && (e | 0x20) <= 0x7A {
                    i += 1
                } else if e >= 0x80 {
                    i += decodeScalar(s, i).length
                }
            case UInt8(ascii: "\""):
                if multiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\""),
                       let end = afterDelimiter(i + 3, pounds: pounds) {
                        i = end
                        return .closed
                    }
                } else if let end = afterDelimiter(i + 1, pounds: pounds) {
                    i = end
                    return .closed
                }
                i += 1
            case 0x0A, 0x0D:
                if !multiline { return .unterminated }
                i += 1
            default:
                i += 1
            }
        }
        return .unterminated
    }
}
