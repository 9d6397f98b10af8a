import EntryLintCore
import Foundation
import SwiftLexer

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
        let bytes = [UInt8](data)
        var out: [String] = []
        bytes.withUnsafeBufferPointer { buf in
            let stream = Lexer.lex(buf)
            TokenDump.records(stream, buf, into: &out)
        }
        if files.count > 1 { print("file \(path)") }
        print(out.joined(separator: "\n"))
    }
    exit(status)
}
