import EntryLintCore

/// libFuzzer entry point (scripts/fuzz): the whole pipeline on one input. The input is split at
/// the first "\n//--\n" into two files of one project (the second defaults to a small view that
/// uses types and keys the first may declare), so cross-file facts are exercised too. Every
/// rule runs (opt-in ones included, no trigger skipping), every fix is applied, unsafe ones
/// included, and the fixed text re-parsed and linted again (FixRun), and every reporter renders
/// the result. Any trap, sanitizer report or timeout is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let separator = Array("\n//--\n".utf8)
    var first = bytes
    var second = Array(defaultSecondFile.utf8)
    if let cut = find(separator, in: bytes) {
        first = Array(bytes[..<cut])
        second = Array(bytes[(cut + separator.count)...])
    }
    var inputs = [SourceInput(path: "Sources/App/First.swift", contents: first),
                  SourceInput(path: "Sources/App/Second.swift", contents: second)]
    var options = LintOptions(enabledRules: Set(Linter.rules.map(\.id)), jobs: 1)
    options.skipUntriggeredFiles = false
    _ = Dump.records(first)
    let (result, report) = FixRun.run(&inputs, options: options, includeUnsafe: true)
    for k in report.originals.keys {
        // Fixed text parses (FixRun re-parsed it) and lints again without trapping.
        _ = Linter.lint([inputs[k]], options: options)
    }
    let context = ReportContext(rules: Linter.rules, workingDirectory: "/work/project", color: true)
    for format in ReportFormat.allCases { _ = format.render(result.findings, context: context) }
    _ = Baseline(findings: result.findings, directory: "/work/project", cwd: "/work/project").rendered()
    return 0
}

let defaultSecondFile = """
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

func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var k = 0
    while k + needle.count <= haystack.count {
        if haystack[k] == needle[0] && Array(haystack[k..<(k + needle.count)]) == needle { return k }
        k += 1
    }
    return nil
}
