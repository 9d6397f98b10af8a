/// The rules EntryLint knows, in id order. A computed list, so no global state is shared between
/// threads: the engine takes its rules as a value (`RuleSet.standard`, built from this once).
public enum RuleRegistry {
    public static var all: [any LintRule.Type] { [
        AnyViewInBody.self,
        BindingHoldsObservableObject.self,
        BodyClosureArgument.self,
        BodyCollectionArgument.self,
        BodyExpensiveWork.self,
        BodyFreshObject.self,
        ConditionalModifier.self,
        EntryClosureDefault.self,
        EntryNondeterministicDefault.self,
        EntryUnstableDefault.self,
        EntryWrappedReference.self,
        EnvironmentFreshInjection.self,
        EnvironmentKeyUnstableDefault.self,
        EnvironmentObjectNotInjected.self,
        ForEachUnstableID.self,
        FreshIDModifier.self,
        IdentifiableFreshID.self,
        ObservableObjectWideDependency.self,
        ObservedObjectInlineInit.self,
        PreviewMissingEnvironmentObject.self,
        PrintChangesLeftover.self,
        StateHoldsObservableObject.self,
        StateInitializedFromParameter.self,
        StateNotPrivate.self,
        StateObjectFromParameter.self,
    ] }

    public static func rule(_ id: String) -> (any LintRule.Type)? { all.first { $0.info.id == id } }

    public static func info(for id: String) -> RuleInfo? { rule(id)?.info }

    /// The summary facts the rules of `enabled` read (`LintRule.summaryFacts`).
    public static func summaryFacts(enabled: Set<String>) -> SummaryFacts {
        all.reduce(into: SummaryFacts()) { if enabled.contains($1.info.id) { $0.formUnion($1.summaryFacts) } }
    }
}
