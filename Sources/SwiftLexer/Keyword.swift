/// Words the lexer recognises. Reserved ones (`isReserved`) become `.keyword` tokens; the others stay
/// identifiers whose `Token.sub` names the word, so the parser can treat `get`, `some` or `async`
/// as keywords where the grammar allows and as plain names everywhere else.
public enum Keyword: UInt8, CaseIterable, Sendable {
    // Reserved: lexed as `.keyword`.
    case `Any` = 1, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
    case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
    case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
    case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
    case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
    case `var`, `where`, `while`
    // Contextual: lexed as `.identifier`.
    case actor, async, await, some, any, get, set, willSet, didSet, mutating, nonmutating, nonisolated
    case consuming, borrowing, consume, copy, discard, sending, each, isolated, convenience, override
    case required, optional, final, lazy, weak, unowned, dynamic, indirect, open, package, prefix, postfix
    case infix, macro, left, right, none, associativity, higherThan, lowerThan, assignment, unsafe, safe
    case `Type`, `Protocol`, then, _read, _modify, read, modify, unsafeAddress, unsafeMutableAddress
    case reasync, distributed, __owned, __shared, __consuming, _const, _local, yield, dependsOn, scoped
    case `_borrowing`, `_consuming`, `_mutating`, unchecked, preconcurrency, retroactive, `_compilerInitialized`
    case unknown, borrow

    /// Reserved words are keywords everywhere (unless backticked).
    @inlinable public var isReserved: Bool { rawValue <= Keyword.while.rawValue }

    /// The word as written.
    public var text: String { Keyword.spellings[Int(rawValue) - 1] }

    static let spellings: [String] = Keyword.allCases.map { "\($0)" }

    /// Looks a word up by its bytes; `nil` when it is no keyword.
    @inlinable public static func lookup(_ base: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        KeywordTable.shared.lookup(base, count)
    }
}

/// Open-addressing hash table over the keyword spellings, built once.
@usableFromInline final class KeywordTable: @unchecked Sendable {
    @usableFromInline static let shared = KeywordTable()
    @usableFromInline let bytes: [UInt8]
    /// Per slot: (offset into `bytes`, length, keyword raw value); length 0 marks an empty slot.
    @usableFromInline let slots: [(UInt16, UInt8, UInt8)]
    @usableFromInline static let mask = 511

    init() {
        var bytes: [UInt8] = []
        var slots = [(UInt16, UInt8, UInt8)](repeating: (0, 0, 0), count: KeywordTable.mask + 1)
        for keyword in Keyword.allCases {
            let text = Array(keyword.text.utf8)
            var slot = KeywordTable.hash(text.withUnsafeBufferPointer { $0.baseAddress! }, text.count)
            while slots[slot].1 != 0 { slot = (slot + 1) & KeywordTable.mask }
            slots[slot] = (UInt16(bytes.count), UInt8(text.count), keyword.rawValue)
            bytes += text
        }
        self.bytes = bytes
        self.slots = slots
    }

    @inlinable static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h: UInt32 = 2166136261
        for i in 0..<count { h = (h ^ UInt32(base[i])) &* 16777619 }
        return Int(h ^ (h >> 15)) & mask
    }

    @inlinable func lookup(_ base: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        guard count >= 2 && count <= 21 else { return nil }
        var slot = KeywordTable.hash(base, count)
        return bytes.withUnsafeBufferPointer { kw in
            while true {
                let (offset, length, raw) = slots[slot]
                if length == 0 { return nil }
                if Int(length) == count {
                    var same = true
                    for i in 0..<count where kw[Int(offset) + i] != base[i] { same = false; break }
                    if same { return Keyword(rawValue: raw) }
                }
                slot = (slot + 1) & KeywordTable.mask
            }
        }
    }
}

/// The standard library's operators, named so the parser can fold them by precedence
/// without looking at their bytes.
public enum OperatorID: UInt8, CaseIterable, Sendable {
    case assign = 1  // =
    case arrow  // ->
    case plus, minus, star, slash, percent, ampersand, pipe, caret, tilde, bang
    case lt, gt, le, ge, eqeq, ne, identical, notIdentical, patternMatch
    case andAnd, orOr, nilCoalescing, closedRange, halfOpenRange
    case shiftLeft, shiftRight, ampPlus, ampMinus, ampStar, ampShiftLeft, ampShiftRight
    case plusAssign, minusAssign, starAssign, slashAssign, percentAssign, andAssign, orAssign, xorAssign
    case shiftLeftAssign, shiftRightAssign, ampShiftLeftAssign, ampShiftRightAssign
    case dotEq, dotNe, dotLt, dotLe, dotGt, dotGe, dotAnd, dotOr, dotXor, dotBang, dotTilde
    case question  // ?

    public var text: String { OperatorID.spellings[Int(rawValue) - 1] }

    static let spellings: [String] = [
        "=", "->", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!",
        "<", ">", "<=", ">=", "==", "!=", "===", "!==", "~=",
        "&&", "||", "??", "...", "..<",
        "<<", ">>", "&+", "&-", "&*", "&<<", "&>>",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
        "<<=", ">>=", "&<<=", "&>>=",
        ".==", ".!=", ".<", ".<=", ".>", ".>=", ".&", ".|", ".^", ".!", ".~",
        "?",
    ]

    /// Looks an operator up by its bytes (at most four long).
    @inlinable public static func lookup(_ base: UnsafePointer<UInt8>, _ count: Int) -> OperatorID? {
        guard count >= 1 && count <= 4 else { return nil }
        var key: UInt32 = 0
        for i in 0..<count { key |= UInt32(base[i]) << (8 * UInt32(i)) }
        return OperatorTable.shared.byKey[key]
    }
}

@usableFromInline final class OperatorTable: @unchecked Sendable {
    @usableFromInline static let shared = OperatorTable()
    @usableFromInline let byKey: [UInt32: OperatorID]
    init() {
        var map: [UInt32: OperatorID] = [:]
        for op in OperatorID.allCases {
            var key: UInt32 = 0
            for (i, b) in op.text.utf8.enumerated() { key |= UInt32(b) << (8 * UInt32(i)) }
            map[key] = op
        }
        byKey = map
    }
}
