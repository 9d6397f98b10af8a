/// The rules EntryLint knows, in id order. Each rule file adds itself here.
public enum RuleRegistry {
    nonisolated(unsafe) public static let all: [any LintRule.Type] = []

    public static func info(for id: String) -> RuleInfo? { all.first { $0.info.id == id }?.info }
}

/// A rule: its public description plus a check over one parsed file.
public protocol LintRule {
    static var info: RuleInfo { get }
}
