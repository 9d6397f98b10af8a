/// The `#if` condition a declaration or a use sits under, as far as it decides which declaration
/// a name means: operating systems, `canImport`, `targetEnvironment`, and every other flag as an
/// independent unknown. Two conditions are *compatible* when some build satisfies both: the
/// `#else` of `os(macOS)` is never macOS, `os(iOS) && os(macOS)` never holds, and
/// `canImport(AppKit)` holds only on macOS.
public indirect enum PlatformCondition: Hashable, Sendable {
    case always
    case never
    case atom(Atom)
    case not(PlatformCondition)
    case and(PlatformCondition, PlatformCondition)
    case or(PlatformCondition, PlatformCondition)

    public enum Atom: Hashable, Sendable {
        /// `os(X)`; exactly one OS holds in a build.
        case os(String)
        /// `canImport(X)`: tied to the OS for the UI frameworks, independent otherwise.
        case canImport(String)
        /// `targetEnvironment(simulator)`, `DEBUG`, `swift(>=6)`, `arch(arm64)`… independent.
        case flag(String)
    }

    public static func && (a: PlatformCondition, b: PlatformCondition) -> PlatformCondition {
        switch (a, b) {
        case (.always, _): return b
        case (_, .always): return a
        case (.never, _), (_, .never): return .never
        default: return .and(a, b)
        }
    }

    public static func || (a: PlatformCondition, b: PlatformCondition) -> PlatformCondition {
        switch (a, b) {
        case (.always, _), (_, .always): return .always
        case (.never, _): return b
        case (_, .never): return a
        default: return .or(a, b)
        }
    }

    public static prefix func ! (a: PlatformCondition) -> PlatformCondition {
        switch a {
        case .always: return .never
        case .never: return .always
        case .not(let inner): return inner
        default: return .not(a)
        }
    }

    /// Whether some build satisfies both conditions.
    public func isCompatible(with other: PlatformCondition) -> Bool {
        if self == .always { return other.isSatisfiable }
        if other == .always { return isSatisfiable }
        return (self && other).isSatisfiable
    }

    /// Whether some build satisfies the condition: each OS in turn, with every independent atom
    /// tried both ways (up to a limit, past which the answer is a conservative yes).
    public var isSatisfiable: Bool {
        switch self {
        case .always: return true
        case .never: return false
        default: break
        }
        var free: [Atom] = []
        collectFree(into: &free)
        guard free.count <= 12 else { return true }
        for os in PlatformCondition.operatingSystems {
            for bits in 0..<(1 << free.count) {
                if evaluate(os: os, free: free, bits: bits) { return true }
            }
        }
        return false
    }

    /// The operating systems a build can target; `other` stands for any OS not named.
    static let operatingSystems = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android", "other"]

    /// `canImport` of these modules is decided by the OS.
    static let frameworkOperatingSystems: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "watchOS", "visionOS"],
        "AppKit": ["macOS"],
        "Cocoa": ["macOS"],
        "WatchKit": ["watchOS"],
        "SwiftUI": ["macOS", "iOS", "tvOS", "watchOS", "visionOS"],
        "Darwin": ["macOS", "iOS", "tvOS", "watchOS", "visionOS"],
        "Glibc": ["Linux"],
    ]

    private func collectFree(into free: inout [Atom]) {
        switch self {
        case .always, .never: return
        case .atom(let a):
            if case .os = a { return }
            if case .canImport(let m) = a, PlatformCondition.frameworkOperatingSystems[m] != nil { return }
            if !free.contains(a) { free.append(a) }
        case .not(let c): c.collectFree(into: &free)
        case .and(let a, let b), .or(let a, let b):
            a.collectFree(into: &free)
            b.collectFree(into: &free)
        }
    }

    private func evaluate(os: String, free: [Atom], bits: Int) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .atom(let a):
            switch a {
            case .os(let name):
                return name == os
            case .canImport(let m):
                if let systems = PlatformCondition.frameworkOperatingSystems[m] { return systems.contains(os) }
                fallthrough
            case .flag:
                guard let k = free.firstIndex(of: a) else { return false }
                return bits & (1 << k) != 0
            }
        case .not(let c): return !c.evaluate(os: os, free: free, bits: bits)
        case .and(let a, let b): return a.evaluate(os: os, free: free, bits: bits) && b.evaluate(os: os, free: free, bits: bits)
        case .or(let a, let b): return a.evaluate(os: os, free: free, bits: bits) || b.evaluate(os: os, free: free, bits: bits)
        }
    }
}

extension PlatformCondition: CustomStringConvertible {
    public var description: String {
        switch self {
        case .always: return "true"
        case .never: return "false"
        case .atom(.os(let n)): return "os(\(n))"
        case .atom(.canImport(let n)): return "canImport(\(n))"
        case .atom(.flag(let n)): return n
        case .not(let c): return "!\(c.parenthesized)"
        case .and(let a, let b): return "\(a.parenthesized) && \(b.parenthesized)"
        case .or(let a, let b): return "\(a.parenthesized) || \(b.parenthesized)"
        }
    }

    private var parenthesized: String {
        switch self {
        case .and, .or: return "(\(description))"
        default: return description
        }
    }
}

extension SyntaxTree {
    /// The condition of one `#if`/`#elseif` clause as written (`#else` has none: `.always`).
    func clauseCondition(_ clause: NodeID) -> PlatformCondition {
        guard let expr = IfConfigClause(unchecked: self, clause).condition, kind(expr).isExpression else { return .always }
        return platformCondition(expr)
    }

    /// The condition under which each clause of a `#if` is the one compiled: its own condition
    /// and the negation of every earlier clause's.
    func clauseConditions(_ ifConfig: NodeID) -> [(clause: NodeID, condition: PlatformCondition)] {
        var earlier = PlatformCondition.never
        var out: [(NodeID, PlatformCondition)] = []
        for clause in children(ifConfig, .ifConfigClause) {
            let own = clauseCondition(clause)
            out.append((clause, !earlier && own))
            earlier = earlier || own
        }
        return out
    }

    /// Reads a compilation condition: `os(iOS)`, `canImport(UIKit)`, `!a`, `a && b`, `a || b`,
    /// `(a)`, `true`/`false`; anything else is an independent flag named by its text.
    func platformCondition(_ e: NodeID) -> PlatformCondition {
        let e = unwrapped(e)
        switch kind(e) {
        case .booleanLiteral:
            return text(e) == "true" ? .always : .never
        case .prefixOperatorExpr:
            if let op = child(e, .op), text(op) == "!", let operand = children(e).first(where: { kind($0) != .op }) {
                return !platformCondition(operand)
            }
        case .infixOperatorExpr:
            let infix = InfixOperatorExpr(unchecked: self, e)
            if let (lhs, rhs) = infix.operands {
                switch infix.operatorText {
                case "&&": return platformCondition(lhs) && platformCondition(rhs)
                case "||": return platformCondition(lhs) || platformCondition(rhs)
                default: break
                }
            }
        case .callExpr:
            if let name = calleeName(e), let arg = arguments(e).first {
                let value = text(arg.value)
                switch name {
                case "os": return .atom(.os(value == "OSX" ? "macOS" : value == "xrOS" ? "visionOS" : value))
                case "canImport": return .atom(.canImport(value.split(separator: ".").first.map(String.init) ?? value))
                default: break
                }
            }
        default:
            break
        }
        return .atom(.flag(String(text(e).filter { !$0.isWhitespace })))
    }
}
