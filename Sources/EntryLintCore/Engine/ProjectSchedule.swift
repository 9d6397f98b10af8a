/// How a run of several projects shares the cores.
///
/// A project linted alone on every core waits at its passes' ends for its last file and builds
/// its index on one thread. Over a folder of many apps, most of them small, those waits were
/// a third of the cores' time (1.5 cores busy of 2 on 123 projects). So a project that shares no
/// file with another and holds at most an eighth of the run's files is linted whole on one
/// thread, several such projects at once, the largest first; the others (large ones, and those
/// whose shared files `SharedSummaries` hands from one to the next) run one after the other on
/// every core, in the order given. Each project's findings are the same either way: a project
/// is indexed on its own, and its output does not depend on the number of threads.
enum ProjectSchedule {
    /// `lint(project, jobs, &shared)` for each project; the results in the projects' order.
    static func run(_ projects: [Project], jobs: Int,
                    _ lint: @Sendable (Project, Int, inout SharedSummaries) -> LintResult) -> [LintResult] {
        var shared = SharedSummaries(projects)
        let total = projects.reduce(0) { $0 + $1.inputs.count }
        let alone = projects.indices.filter { k in
            jobs == 1 || projects.count == 1 || projects[k].inputs.count * 8 > total || shared.holdsShared(projects[k])
        }
        var results = [LintResult?](repeating: nil, count: projects.count)
        for k in alone { results[k] = lint(projects[k], jobs, &shared) }
        let isAlone = Set(alone)
        let together = projects.indices.filter { !isAlone.contains($0) }
        if !together.isEmpty {
            let order = together.indices.sorted {
                let (a, b) = (projects[together[$0]].inputs.count, projects[together[$1]].inputs.count)
                return a != b ? a > b : $0 < $1
            }
            let made = ParallelMap.run(count: together.count, jobs: jobs, order: order) { n -> LintResult in
                var none = SharedSummaries.none
                return lint(projects[together[n]], 1, &none)
            }
            for (n, k) in together.enumerated() { results[k] = made[n] }
        }
        return results.map { $0! }
    }

    /// The results of a run's projects as one, findings in report order.
    static func merged(_ results: [LintResult]) -> LintResult {
        var all = LintResult(findings: [], errors: [], filesLinted: 0)
        for r in results {
            all.findings += r.findings
            all.leftOut += r.leftOut
            all.errors += r.errors
            all.filesLinted += r.filesLinted
            all.timings += r.timings
        }
        if results.count > 1 {
            all.findings.sort(by: Finding.reportOrder)
            all.leftOut.sort(by: Finding.reportOrder)
        }
        return all
    }
}
