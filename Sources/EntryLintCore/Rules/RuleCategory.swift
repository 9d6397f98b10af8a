/// What kind of problem a rule finds. The category decides which profile a rule's findings are
/// in by default (`Profile`), and `--select performance` picks rules by it (ruff's prefixes,
/// clippy's groups).
public enum RuleCategory: String, CaseIterable, Sendable, Codable, Comparable {
    /// State is lost, a view crashes, identity breaks, or the app shows what it should not:
    /// every finding deserves a change, so all are in the default profile.
    case correctness
    /// Work is recreated on evaluations that need none. Only the findings whose saving is
    /// frequent and non-trivial are in the default profile; the rest are the audit profile's.
    case performance
    /// Conventions that prevent the other two; opt-in.
    case style

    public static func < (a: RuleCategory, b: RuleCategory) -> Bool { a.rank < b.rank }
    private var rank: Int { RuleCategory.allCases.firstIndex(of: self)! }

    /// One line for `entrylint rules` and the README.
    public var summary: String {
        switch self {
        case .correctness: return "state lost, identity broken, a crash: in the default profile"
        case .performance: return "work recreated on every evaluation: in the default profile with evidence of frequent, non-trivial work, else in the audit profile"
        case .style: return "conventions that prevent the others: opt-in"
        }
    }
}
