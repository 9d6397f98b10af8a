/// A rule given as a closure over a file's path and bytes rather than a `LintRule` type. The
/// CLI's end-to-end tests inject these (`LintOptions.adHocRules`) to exercise configuration,
/// suppressions, baselines and fixes independently of the real rules.
public struct AdHocRule: Sendable {
    public var info: RuleInfo
    public var check: @Sendable (_ path: String, _ bytes: [UInt8]) -> [Finding]

    public init(info: RuleInfo, check: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) -> [Finding]) {
        self.info = info
        self.check = check
    }
}
