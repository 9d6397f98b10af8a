/// `unused_suppression`: produced by the engine's suppression pass, not by a syntax rule, but
/// registered like one so `rules`, `explain`, configuration and SARIF know it.
public enum UnusedSuppression {
    public static let id = "unused_suppression"

    public static let info = RuleInfo(
        id: id, defaultSeverity: .note, category: .style, isOptIn: false, isFixable: true,
        summary: "A suppression comment that names an unknown rule or suppresses nothing",
        documentation: RuleDocumentation(
            whatItDoes: """
            Reports `// entrylint:disable…` comments that name a rule EntryLint does not know, \
            that suppress no finding, or that are malformed (an unknown directive, no rule \
            named, an `enable` without a matching `disable`).
            """,
            whyIsThisBad: """
            Suppressions outlive the code they were written for. A stale one hides nothing \
            today but will silently hide a real finding tomorrow, and a misspelled rule id \
            never suppressed anything. Reporting them keeps suppressions few and deliberate.
            """,
            example: """
            // entrylint:disable:next entry_unstable_defualt
            @Entry var repository = Repository.shared
            """,
            useInstead: """
            @Entry var repository = Repository.shared
            """,
            fixSafety: """
            Removing a suppression that suppresses nothing is safe: the comment goes, or only \
            the stale rule id when others in it are still used. Replacing a misspelled rule id \
            with the closest known one is unsafe, because the comment then starts hiding \
            findings. A stale `disable … enable` region is not fixed automatically. \
            Suppressions of rules that are not enabled for the file are not reported.
            """),
        triggeringExamples: [
            "let a = 1 // entrylint:disable:this ↓no_such_rule\n",
            "// entrylint:disable:next ↓all\nlet a = 1\n",
            "// entrylint:disable-file ↓unused_supression -- typo\nlet a = 1\n",
        ],
        nonTriggeringExamples: [
            "// entrylint:disable-file unused_suppression\nlet a = 1 // entrylint:disable:this all\n",
        ])

    /// Typed messages.
    enum Message {
        static func unknownRule(_ name: String, known: [String]) -> String {
            var m = "suppression names unknown rule '\(name)'"
            if let s = Suggestion.near(name, in: known) { m += "; did you mean '\(s)'?" }
            return m
        }
        static func suppressesNothing(_ name: String, _ directive: String) -> String {
            name == "all"
                ? "'entrylint:\(directive) all' suppresses nothing; remove it"
                : "'entrylint:\(directive) \(name)' suppresses nothing; remove it"
        }
        static func enableWithoutDisable(_ name: String) -> String {
            "'entrylint:enable \(name)' has no matching 'entrylint:disable \(name)' above it"
        }
        static func enableInsideAll(_ name: String) -> String {
            "'entrylint:enable \(name)' cannot end part of an 'entrylint:disable all' region; use 'entrylint:enable all'"
        }
        static func unknownDirective(_ word: String) -> String {
            "unknown suppression directive 'entrylint:\(word)'; use disable, enable, disable:next, disable:this or disable-file"
        }
        static func noRules(_ directive: String) -> String {
            "'entrylint:\(directive)' names no rule; list rule ids separated by commas, or 'all'"
        }
    }
}
