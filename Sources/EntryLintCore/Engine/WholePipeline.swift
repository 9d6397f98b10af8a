/// The whole pipeline on one input, for the libFuzzer target (Fuzz/FuzzPipeline.swift,
/// scripts/fuzz) and the regression tests of what it found (Fixtures/fuzz). The input is split
/// at the first "\n//--\n" into two files of one project (the second defaults to a small view
/// that uses types and keys the first may declare), so cross-file facts are exercised too.
/// Every rule runs (opt-in ones included, no trigger skipping), every fix is applied, unsafe ones
/// included, re-parsed and linted again (FixRun), and every reporter renders the result.
/// Returns the findings of the last lint; traps, sanitizer reports and hangs are the bugs.
public enum WholePipeline {
    public static let separator = Array("\n//--\n".utf8)

    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> [Finding] {
        var first = bytes
        var second = Array(defaultSecondFile.utf8)
        if let cut = find(separator, in: bytes) {
            first = Array(bytes[..<cut])
            second = Array(bytes[(cut + separator.count)...])
        }
        var inputs = [SourceInput(path: "Sources/App/First.swift", contents: first),
                      SourceInput(path: "Sources/App/Second.swift", contents: second)]
        let options = LintOptions(enabledRules: Set(Linter.rules.map(\.id)), jobs: 1,
                                  environment: LintEnvironment(skipUntriggeredFiles: false))
        _ = Dump.records(first)
        let (result, report) = FixRun.run(&inputs, options: options, includeUnsafe: true)
        for k in report.originals.keys {
            // The fixed text lints again without trapping.
            _ = Linter.lint([inputs[k]], options: options)
        }
        let context = ReportContext(rules: Linter.rules, workingDirectory: "/work/project", color: true)
        for format in ReportFormat.allCases { _ = format.render(result.findings, context: context) }
        _ = Baseline(findings: result.findings, directory: "/work/project", cwd: "/work/project").rendered()
        return result.findings
    }

    static let defaultSecondFile = """
    import SwiftUI

    struct Child: View {
        @State var count: Int
        @Environment(\\.theme) var theme
        var body: some View { Text("\\(count)").id(UUID()) }
    }

    extension EnvironmentValues {
        @Entry var theme: Theme = Theme()
    }

    """

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        var k = 0
        while k + needle.count <= haystack.count {
            if haystack[k] == needle[0] && haystack[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }
}
