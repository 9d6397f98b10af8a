/// The per-file facts of a summary that only some rules read. Each is a scan of the file's
/// tokens in pass 1, paid for every file of the project whether or not a rule reads it, so a
/// run computes only those its enabled rules declare (`LintRule.summaryFacts`). Declarations,
/// members, imports, environment reads and conditional modifiers are always summarized: the
/// index and every rule's name resolution are built from them.
///
/// A summary records the facts it was made with (`FileSummary.computedFacts`): the persistent
/// cache and the editor server reuse it only for a run that needs no others.
public struct SummaryFacts: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `FileSummary.uses` (`MemberUses`): which types are called with arguments, which members
    /// are read through a base.
    public static let memberUses = SummaryFacts(rawValue: 1 << 0)
    /// `FileSummary.calledMembers` (`MemberCalls`): which files may call a conditional modifier.
    public static let memberCalls = SummaryFacts(rawValue: 1 << 1)
    /// `FileSummary.varyingInputs` (`VaryingInputs`): the view inputs a file may change.
    public static let varyingInputs = SummaryFacts(rawValue: 1 << 2)
    /// `FileSummary.previewUses` (`PreviewUses`): which declarations only previews and tests use.
    public static let previewUses = SummaryFacts(rawValue: 1 << 3)
    /// `FileSummary.observation` (`ObservationFacts`): observable objects, environment-object
    /// reads and injections, view declarations.
    public static let observation = SummaryFacts(rawValue: 1 << 4)

    public static let all: SummaryFacts = [.memberUses, .memberCalls, .varyingInputs, .previewUses, .observation]
}
