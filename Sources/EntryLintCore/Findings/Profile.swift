/// Which findings a run reports. A finding is in a profile or it is not: severity says how a
/// finding fails a build, not how much it matters.
///
/// - `standard` (spelled `default`): the findings a team keeps on in its editor and CI, every
///   correctness finding and the performance findings with evidence that acting on them saves
///   frequent, non-trivial work (or loses state).
/// - `audit`: every finding, for someone hunting a slow screen.
///
/// Ordered: a finding in `standard` is in `audit` too.
public enum Profile: String, CaseIterable, Sendable, Codable, Comparable {
    case standard = "default"
    case audit

    public static func < (a: Profile, b: Profile) -> Bool { a == .standard && b == .audit }

    /// The profile a rule's findings are in unless the rule says otherwise: a performance
    /// finding needs evidence to be in the default profile.
    public static func baseline(for category: RuleCategory) -> Profile {
        category == .performance ? .audit : .standard
    }
}
