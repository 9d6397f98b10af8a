import EntryLintCore
import Foundation

let args = Array(CommandLine.arguments.dropFirst())
if args.first == "dump" {
    let files = Array(args.dropFirst())
    var status: Int32 = 0
    for path in files {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write("entrylint: cannot read \(path)\n".data(using: .utf8)!)
            status = 2
            continue
        }
        if files.count > 1 { print("file \(path)") }
        print(Dump.records([UInt8](data)).joined(separator: "\n"))
    }
    exit(status)
}
