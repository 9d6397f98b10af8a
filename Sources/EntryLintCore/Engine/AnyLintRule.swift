/// A rule as the engine runs it: a `LintRule` type of the registry, or a rule injected at run
/// time (the command line's end-to-end tests, tools) through `RuleSet.adding(_:)`. Both are
/// dispatched the same way, file by file, on the same `RuleContext`, so the engine has no second
/// path for rules that are not types.
public final class AnyLintRule: Sendable {
    public let info: RuleInfo
    /// See `LintRule.triggers`; `[""]` reports anywhere.
    public let triggers: [String]
    let projectTriggers: @Sendable (ProjectIndex) -> [String]
    let check: @Sendable (RuleContext) -> Void
    /// See `LintRule.summaryFacts`; every fact for a rule given as a closure.
    public let summaryFacts: SummaryFacts

    public init(_ rule: any LintRule.Type) {
        info = rule.info
        triggers = rule.triggers
        summaryFacts = rule.summaryFacts
        projectTriggers = { rule.projectTriggers($0) }
        check = { rule.check($0) }
    }

    /// A rule given as a closure over one file: it reports through `RuleContext.report` or
    /// `RuleContext.emit`. With no triggers it may report in any file.
    public init(info: RuleInfo, triggers: [String] = [""], check: @escaping @Sendable (RuleContext) -> Void) {
        self.info = info
        self.triggers = triggers
        summaryFacts = .all
        projectTriggers = { _ in [] }
        self.check = check
    }
}

/// The rules a lint can run, as a value handed to the engine (`LintOptions.rules`): the
/// registry's by default, plus any injected ones. It also answers which rule ids are known, for
/// `unused_suppression`.
public struct RuleSet: Sendable {
    /// Checked rules, in id order (`unused_suppression` is the finisher's, not listed here).
    public let rules: [AnyLintRule]
    /// Rules injected beyond the registry's: the persistent cache does not know their findings.
    public let injected: Int
    /// Every id a suppression comment may name: the rules and `unused_suppression`.
    public let knownIDs: Set<String>

    init(_ rules: [AnyLintRule], injected: Int) {
        self.rules = rules.sorted { $0.info.id < $1.info.id }
        self.injected = injected
        knownIDs = Set(rules.map(\.info.id) + [UnusedSuppression.id])
    }

    /// The registry's rules.
    public static let standard = RuleSet(RuleRegistry.all.map(AnyLintRule.init), injected: 0)

    /// These rules and `extra` (tests, tools).
    public func adding(_ extra: [AnyLintRule]) -> RuleSet {
        RuleSet(rules + extra, injected: injected + extra.count)
    }

    /// The summary facts the rules of `enabled` read; every fact when rules were injected.
    public func summaryFacts(enabled: Set<String>) -> SummaryFacts {
        guard injected == 0 else { return .all }
        return rules.reduce(into: SummaryFacts()) { if enabled.contains($1.info.id) { $0.formUnion($1.summaryFacts) } }
    }

    /// What `entrylint rules`, configuration and reporters list: every rule, `unused_suppression`
    /// included, in id order.
    public var infos: [RuleInfo] { (rules.map(\.info) + [UnusedSuppression.info]).sorted { $0.id < $1.id } }
}

#if compiler(>=6.2)
/// A rule's metatype crosses threads (`AnyLintRule` captures it in `@Sendable` closures). Swift
/// 6.2 made metatypes `Sendable` only for types that say so.
public typealias RuleMetatypeIsSendable = SendableMetatype
#else
/// Before Swift 6.2 every metatype is `Sendable`: nothing to say.
public protocol RuleMetatypeIsSendable {}
#endif
