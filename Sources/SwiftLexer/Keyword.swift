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

/// Open-addressing hash table over the keyword spellings, built once per process.
/// Its storage is raw memory, never freed: a lookup is a hash and a byte compare, with no array
/// bounds checks, closures or reference counting (it was a sixth of all lexing time).
@usableFromInline final class KeywordTable: @unchecked Sendable {
    @usableFromInline static let shared = KeywordTable()
    /// The spellings back to back.
    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
    /// Per slot: offset into `bytes` << 16 | length << 8 | keyword raw value; 0 is an empty slot.
    @usableFromInline let slots: UnsafeMutablePointer<UInt32>
    @usableFromInline static var mask: Int { 511 }

    init() {
        var spellings: [UInt8] = []
        slots = .allocate(capacity: KeywordTable.mask + 1)
        slots.initialize(repeating: 0, count: KeywordTable.mask + 1)
        for keyword in Keyword.allCases {
            let text = Array(keyword.text.utf8)
            var slot = text.withUnsafeBufferPointer { KeywordTable.hash($0.baseAddress!, $0.count) }
            while slots[slot] != 0 { slot = (slot + 1) & KeywordTable.mask }
            slots[slot] = UInt32(spellings.count) << 16 | UInt32(text.count) << 8 | UInt32(keyword.rawValue)
            spellings += text
        }
        bytes = .allocate(capacity: spellings.count)
        bytes.initialize(from: spellings, count: spellings.count)
    }

    @inlinable static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h: UInt32 = 2166136261
        for i in 0..<count { h = (h ^ UInt32(base[i])) &* 16777619 }
        return Int(h ^ (h >> 15)) & mask
    }

    @inlinable func lookup(_ base: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        guard count >= 2 && count <= 21 else { return nil }
        var slot = KeywordTable.hash(base, count)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if Int((entry >> 8) & 0xFF) == count {
                let spelling = bytes + Int(entry >> 16)
                var k = 0
                while k < count && spelling[k] == base[k] { k += 1 }
                if k == count { return Keyword(rawValue: UInt8(truncatingIfNeeded: entry)) }
            }
            slot = (slot + 1) & KeywordTable.mask
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
        return byKey(key)
    }

    /// The operator whose bytes, little-endian, are `key`. A switch rather than a dictionary:
    /// hashing was 6% of lexing time. (`OperatorTests` checks it against `spellings`.)
    @usableFromInline static func byKey(_ key: UInt32) -> OperatorID? {
        switch key {
        case 0x21: return .bang  // !
        case 0x25: return .percent  // %
        case 0x26: return .ampersand  // &
        case 0x2A: return .star  // *
        case 0x2B: return .plus  // +
        case 0x2D: return .minus  // -
        case 0x2F: return .slash  // /
        case 0x3C: return .lt  // <
        case 0x3D: return .assign  // =
        case 0x3E: return .gt  // >
        case 0x3F: return .question  // ?
        case 0x5E: return .caret  // ^
        case 0x7C: return .pipe  // |
        case 0x7E: return .tilde  // ~
        case 0x212E: return .dotBang  // .!
        case 0x2626: return .andAnd  // &&
        case 0x262E: return .dotAnd  // .&
        case 0x2A26: return .ampStar  // &*
        case 0x2B26: return .ampPlus  // &+
        case 0x2D26: return .ampMinus  // &-
        case 0x3C2E: return .dotLt  // .<
        case 0x3C3C: return .shiftLeft  // <<
        case 0x3D21: return .ne  // !=
        case 0x3D25: return .percentAssign  // %=
        case 0x3D26: return .andAssign  // &=
        case 0x3D2A: return .starAssign  // *=
        case 0x3D2B: return .plusAssign  // +=
        case 0x3D2D: return .minusAssign  // -=
        case 0x3D2F: return .slashAssign  // /=
        case 0x3D3C: return .le  // <=
        case 0x3D3D: return .eqeq  // ==
        case 0x3D3E: return .ge  // >=
        case 0x3D5E: return .xorAssign  // ^=
        case 0x3D7C: return .orAssign  // |=
        case 0x3D7E: return .patternMatch  // ~=
        case 0x3E2D: return .arrow  // ->
        case 0x3E2E: return .dotGt  // .>
        case 0x3E3E: return .shiftRight  // >>
        case 0x3F3F: return .nilCoalescing  // ??
        case 0x5E2E: return .dotXor  // .^
        case 0x7C2E: return .dotOr  // .|
        case 0x7C7C: return .orOr  // ||
        case 0x7E2E: return .dotTilde  // .~
        case 0x2E2E2E: return .closedRange  // ...
        case 0x3C2E2E: return .halfOpenRange  // ..<
        case 0x3C3C26: return .ampShiftLeft  // &<<
        case 0x3D212E: return .dotNe  // .!=
        case 0x3D3C2E: return .dotLe  // .<=
        case 0x3D3C3C: return .shiftLeftAssign  // <<=
        case 0x3D3D21: return .notIdentical  // !==
        case 0x3D3D2E: return .dotEq  // .==
        case 0x3D3D3D: return .identical  // ===
        case 0x3D3E2E: return .dotGe  // .>=
        case 0x3D3E3E: return .shiftRightAssign  // >>=
        case 0x3E3E26: return .ampShiftRight  // &>>
        case 0x3D3C3C26: return .ampShiftLeftAssign  // &<<=
        case 0x3D3E3E26: return .ampShiftRightAssign  // &>>=
        default: return nil
        }
    }
}
