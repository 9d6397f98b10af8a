// entrylint-bench: times one EntryLint phase over many files, for scripts/bench.
//
//   entrylint-bench [--phase lex|parse|lint] [--jobs N] [--repeat R] [--files-from LIST] [PATH...]
//
// Reads every .swift file under PATH (and the files LIST names, one a line) into memory first,
// then runs the phase over all of them R times (default 3) on N threads (default 1) and reports
// the fastest run. Only the phase is timed, not reading. Output is one `key=value` line:
//   phase=lex files=… bytes=… tokens=… jobs=… repeat=… seconds=… mb_per_s=… tokens_per_s=…
//   read_seconds=… peak_rss_kb=…
// Phases not built yet print `phase=parse unavailable` and exit 3, so the script can say so.
import Dispatch
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

/// Per-thread token counts, summed after the run.
final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var tokens = 0
    func add(_ n: Int) { lock.lock(); tokens += n; lock.unlock() }
}

/// Lexes every file once on `jobs` threads; returns the number of tokens.
func lexAll(_ sources: [[UInt8]], jobs: Int) -> Int {
    let queue = WorkQueue(count: sources.count)
    let totals = Totals()
    let work: @Sendable (Int) -> Void = { _ in
        var tokens = 0
        while let range = queue.take(8) {
            for k in range {
                tokens += sources[k].withUnsafeBufferPointer { Lexer.lex($0).tokens.count - 1 }
            }
        }
        totals.add(tokens)
    }
    if jobs == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: jobs, execute: work) }
    return totals.tokens
}

let options = parseOptions()
switch options.phase {
case "lex": break
case "parse", "lint":
    // Hooks for the parser and the lint pipeline: they land here when they exist.
    print("phase=\(options.phase) unavailable")
    exit(3)
default:
    usage("unknown phase \(options.phase)")
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
var tokens = 0
for _ in 0..<max(1, options.repeats) {
    let start = DispatchTime.now()
    tokens = lexAll(sources, jobs: options.jobs)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
}

func fixed(_ x: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", x) }
print([
    "phase=lex", "files=\(files.count)", "bytes=\(bytes)", "tokens=\(tokens)", "jobs=\(options.jobs)",
    "repeat=\(options.repeats)", "seconds=\(fixed(best, 4))", "mb_per_s=\(fixed(Double(bytes) / 1e6 / best, 1))",
    "tokens_per_s=\(Int(Double(tokens) / best))", "read_seconds=\(fixed(readSeconds))",
    "peak_rss_kb=\(peakRSSKilobytes())",
].joined(separator: " "))
