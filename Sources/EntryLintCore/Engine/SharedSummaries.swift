/// Pass-1 summaries of the files that belong to several projects of one run, made once.
///
/// A root above nested project roots (a `.git` over folders holding `*.xcodeproj`) indexes the
/// nested projects' files too, and two app projects index the local package they both use as a
/// dependency: without this, each such file was read, lexed, parsed and summarized once per
/// project. The first project to need a file summarizes it; the encoding (`SummaryCodec`, the
/// persistent cache's, which stores neither path nor file position) is kept until the last
/// project that holds the file has decoded it with its own path and position. A decoded summary
/// is the one a fresh summary would be: the cache's tests require the same findings from both.
///
/// Read-only while a pass runs on several threads; updated between projects.
struct SharedSummaries: Sendable {
    struct Entry: Sendable {
        var isDependency: Bool
        var facts: SummaryFacts
        /// The contents' hash, when the run hashes them (the persistent cache's runs do, and
        /// then take the entry only for the same contents).
        var contentHash: ContentHash?
        var encoded: [UInt8]
    }

    /// For each file in two projects or more: how many of the projects still to run hold it.
    private var remaining: [String: Int]
    /// By disk path: the first summary made, the variant later projects most likely need.
    private var entries: [String: Entry] = [:]

    init(_ projects: [Project]) {
        var count: [String: Int] = [:]
        if projects.count > 1 {
            for p in projects {
                for input in p.inputs where input.contents == nil { count[input.diskPath, default: 0] += 1 }
            }
        }
        remaining = count.filter { $0.value > 1 }
    }

    /// No project of the run shares a file with another.
    static let none = SharedSummaries([])

    /// No summary is kept for this project: none of its files was in an earlier one.
    var isEmpty: Bool { entries.isEmpty }

    /// The summary an earlier project made of `input` with these facts (and, when given, these
    /// contents), decoded as file `file`, with its encoding.
    func summary(of input: SourceInput, file: Int32, facts: SummaryFacts,
                 contentHash: ContentHash? = nil) -> (summary: FileSummary, encoded: [UInt8])? {
        guard holds(input, facts: facts), let entry = entries[input.diskPath],
              contentHash == nil || entry.contentHash == contentHash,
              let summary = SummaryCodec.decode(entry.encoded, path: input.path, file: file) else { return nil }
        return (summary, entry.encoded)
    }

    /// Whether an earlier project left a summary of `input` with these facts.
    func holds(_ input: SourceInput, facts: SummaryFacts) -> Bool {
        guard input.contents == nil, let entry = entries[input.diskPath] else { return false }
        return entry.isDependency == input.isDependency && entry.facts == facts
    }

    /// Whether some file of `project` is in another project of the run too.
    func holdsShared(_ project: Project) -> Bool {
        !remaining.isEmpty && project.inputs.contains { $0.contents == nil && remaining[$0.diskPath] != nil }
    }

    /// Whether a project still to run after the current one holds `input`.
    func isWantedLater(_ input: SourceInput) -> Bool {
        input.contents == nil && (remaining[input.diskPath] ?? 0) > 1
    }

    /// After a project's pass 1 with these facts: keeps what later projects will need
    /// (`made(k)` gives the contents' hash, if known, and the encoding of the summary input `k`
    /// got in this run, nil when it has none) and forgets what no later project holds.
    mutating func finished(_ project: Project, facts: SummaryFacts, made: (Int) -> (ContentHash?, [UInt8])?) {
        guard !remaining.isEmpty else { return }
        for (k, input) in project.inputs.enumerated() where input.contents == nil {
            guard let left = remaining[input.diskPath] else { continue }
            if left > 1 {
                remaining[input.diskPath] = left - 1
                if entries[input.diskPath] == nil, let (hash, encoded) = made(k) {
                    entries[input.diskPath] = Entry(isDependency: input.isDependency, facts: facts, contentHash: hash, encoded: encoded)
                }
            } else {
                remaining[input.diskPath] = nil
                entries[input.diskPath] = nil
            }
        }
    }
}
