/// The rules EntryLint knows, in id order.
public enum RuleRegistry {
    nonisolated(unsafe) public static let all: [any LintRule.Type] = [
        BodyClosureArgument.self,
        BodyFreshObject.self,
        ConditionalModifier.self,
        EntryClosureDefault.self,
        EntryNondeterministicDefault.self,
        EntryUnstableDefault.self,
        EntryWrappedReference.self,
        EnvironmentFreshInjection.self,
        EnvironmentKeyUnstableDefault.self,
        ForEachUnstableID.self,
        FreshIDModifier.self,
        IdentifiableFreshID.self,
        ObservedObjectInlineInit.self,
        PrintChangesLeftover.self,
        StateInitializedFromParameter.self,
        StateNotPrivate.self,
    ]

    public static func rule(_ id: String) -> (any LintRule.Type)? { all.first { $0.info.id == id } }

    public static func info(for id: String) -> RuleInfo? { rule(id)?.info }
}
