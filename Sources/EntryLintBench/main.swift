// entrylint-bench: times one EntryLint phase over many files, for scripts/bench.
//
//   entrylint-bench [--phase lex|parse|lint] [--jobs N] [--repeat R] [--files-from LIST] [PATH...]
//
// Reads every .swift file under PATH (and the files LIST names, one a line) into memory first,
// then runs the phase over all of them R times (default 3) on N threads (default 1) and reports
// the fastest run. Only the phase is timed, not reading. Phases:
//   lex    Lexer.lex on each file;
//   parse  SwiftParser.parse on each file (lexing included);
//   lint   Linter.lint on all files at once, the whole pipeline with the default rules
//          (both passes: summaries and index, then rules and findings), in-memory sources.
// Output is one `key=value` line:
//   phase=… files=… bytes=… tokens=… jobs=… repeat=… seconds=… mb_per_s=… tokens_per_s=…
//   read_seconds=… peak_rss_kb=… [nodes=…] [findings=…]
// A phase that does not exist prints `phase=X unavailable` and exits 3, so the script can say so.
import Dispatch
import EntryLintCore
import Foundation
import SwiftLexer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Options {
    var phase = "lex"
    var jobs = 1
    var repeats = 3
    var paths: [String] = []
    var listFiles: [String] = []
}

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("entrylint-bench: \(message)\nusage: entrylint-bench [--phase lex|parse|lint] [--jobs N] [--repeat R] [--files-from LIST] [PATH...]\n".utf8))
    exit(2)
}

func parseOptions() -> Options {
    var options = Options()
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        func value() -> String {
            guard let v = args.popFirst() else { usage("\(arg) needs a value") }
            return v
        }
        func number() -> Int {
            guard let v = Int(value()) else { usage("\(arg) takes a number") }
            return v
        }
        switch arg {
        case "--phase": options.phase = value()
        case "--jobs": options.jobs = number()
        case "--repeat": options.repeats = number()
        case "--files-from": options.listFiles.append(value())
        case "-h", "--help": usage("times a phase over .swift files")
        default:
            if arg.hasPrefix("-") { usage("unknown option \(arg)") }
            options.paths.append(arg)
        }
    }
    if options.jobs < 1 { options.jobs = ProcessInfo.processInfo.activeProcessorCount }
    return options
}

/// Every .swift file under `paths` plus the files the lists name, sorted, without duplicates.
func collectFiles(_ options: Options) -> [String] {
    var files = Set<String>()
    for path in options.paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { usage("no such path \(path)") }
        if !isDirectory.boolValue { files.insert(path); continue }
        let walker = FileManager.default.enumerator(atPath: path)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.insert(path + "/" + relative) }
        }
    }
    for list in options.listFiles {
        guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { usage("cannot read \(list)") }
        for line in text.split(separator: "\n") where !line.isEmpty { files.insert(String(line)) }
    }
    return files.sorted()
}

/// Peak resident memory of this process so far, in KB.
func peakRSSKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
    return Int(usage.ru_maxrss)  // KB on Linux
    #endif
}

/// Hands out file indexes to worker threads, a few at a time.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    init(count: Int) { self.count = count }
    func take(_ chunk: Int) -> Range<Int>? {
        lock.lock(); defer { lock.unlock() }
        guard next < count else { return nil }
        let range = next..<min(count, next + chunk)
        next = range.upperBound
        return range
    }
}

/// Per-thread counts, summed after the run.
final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var tokens = 0
    private(set) var nodes = 0
    func add(tokens t: Int, nodes n: Int) { lock.lock(); tokens += t; nodes += n; lock.unlock() }
}

/// Runs `body` on every file once on `jobs` threads; returns the summed (tokens, nodes).
func forEachFile(_ sources: [[UInt8]], jobs: Int, _ body: @escaping @Sendable ([UInt8]) -> (Int, Int)) -> (Int, Int) {
    let queue = WorkQueue(count: sources.count)
    let totals = Totals()
    let work: @Sendable (Int) -> Void = { _ in
        var tokens = 0, nodes = 0
        while let range = queue.take(8) {
            for k in range {
                let (t, n) = body(sources[k])
                tokens += t
                nodes += n
            }
        }
        totals.add(tokens: tokens, nodes: nodes)
    }
    if jobs == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: jobs, execute: work) }
    return (totals.tokens, totals.nodes)
}

/// One run of the phase; returns (tokens, nodes, findings).
func runPhase(_ phase: String, _ sources: [[UInt8]], _ files: [String], jobs: Int) -> (Int, Int, Int) {
    switch phase {
    case "lex":
        let (tokens, _) = forEachFile(sources, jobs: jobs) { bytes in
            (bytes.withUnsafeBufferPointer { Lexer.lex($0).tokens.count - 1 }, 0)
        }
        return (tokens, 0, 0)
    case "parse":
        let (tokens, nodes) = forEachFile(sources, jobs: jobs) { bytes in
            let tree = SwiftParser.parse(bytes)
            return (tree.tokens.count - 1, tree.nodes.count)
        }
        return (tokens, nodes, 0)
    default:
        let inputs = zip(files, sources).map { SourceInput(path: $0, contents: $1) }
        let result = Linter.lint(inputs, options: LintOptions(jobs: jobs))
        return (0, 0, result.findings.count)
    }
}

let options = parseOptions()
guard ["lex", "parse", "lint"].contains(options.phase) else {
    // Later phases hook in here; until they exist the script reports them as unavailable.
    print("phase=\(options.phase) unavailable")
    exit(3)
}

let files = collectFiles(options)
if files.isEmpty { usage("no .swift files") }
let readStart = DispatchTime.now()
var sources: [[UInt8]] = []
sources.reserveCapacity(files.count)
for path in files {
    guard let data = FileManager.default.contents(atPath: path) else { usage("cannot read \(path)") }
    sources.append([UInt8](data))
}
let readSeconds = Double(DispatchTime.now().uptimeNanoseconds - readStart.uptimeNanoseconds) / 1e9
let bytes = sources.reduce(0) { $0 + $1.count }

var best = Double.infinity
var (tokens, nodes, findings) = (0, 0, 0)
for _ in 0..<max(1, options.repeats) {
    let start = DispatchTime.now()
    (tokens, nodes, findings) = runPhase(options.phase, sources, files, jobs: options.jobs)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
}
if options.phase == "lint" {
    // The pipeline does not return its tokens: count them here, untimed, for tokens/s.
    tokens = forEachFile(sources, jobs: options.jobs) { bytes in
        (bytes.withUnsafeBufferPointer { Lexer.lex($0).tokens.count - 1 }, 0)
    }.0
}

func fixed(_ x: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", x) }
var extra: [String] = []
if options.phase == "parse" { extra.append("nodes=\(nodes)") }
if options.phase == "lint" { extra.append("findings=\(findings)") }
print(([
    "phase=\(options.phase)", "files=\(files.count)", "bytes=\(bytes)", "tokens=\(tokens)", "jobs=\(options.jobs)",
    "repeat=\(options.repeats)", "seconds=\(fixed(best, 4))", "mb_per_s=\(fixed(Double(bytes) / 1e6 / best, 1))",
    "tokens_per_s=\(Int(Double(tokens) / best))", "read_seconds=\(fixed(readSeconds))",
    "peak_rss_kb=\(peakRSSKilobytes())",
] + extra).joined(separator: " "))
