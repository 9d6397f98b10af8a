import EntryLintCore
import Foundation

/// `entrylint dump FILE...`: the lexer's records per file (`Dump.records`), each file's
/// preceded by `file PATH` when there are several.
enum DumpCommand {
    static func run(_ files: [String], _ env: CLIEnvironment, _ o: inout CLIOutput) throws(UsageError) {
        guard !files.isEmpty else { throw UsageError("'dump' needs at least one file") }
        for path in files {
            let abs = Paths.absolute(path, base: env.workingDirectory)
            let status = FileStatus.of(abs)
            let problem: String?
            switch status.kind {
            case .file: problem = nil
            case .directory: problem = "is a folder; dump takes files"
            case .missing: problem = "no such file"
            case .loop: problem = "symbolic link loop"
            case .denied: problem = "permission denied"
            case .other: problem = "not a regular file"
            case .tooLong: problem = PathLimits.tooLongMessage(abs)
            }
            if let problem {
                o.err("\(path): error: \(problem)\n")
                o.exitCode = ExitStatus.error
                continue
            }
            guard let data = FileManager.default.contents(atPath: abs) else {
                o.err("\(path): error: cannot read file\n")
                o.exitCode = ExitStatus.error
                continue
            }
            if files.count > 1 { o.out("file \(path)\n") }
            let records = Dump.records([UInt8](data))
            o.out(records.joined(separator: "\n") + "\n")
        }
    }
}
