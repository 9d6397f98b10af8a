// The reference side of EntryLint's differential check: the records of `entrylint dump`
// (see `entrylint dump --help`), produced here by the toolchain's own SwiftParser, so that
// `Tools/oracle/compare` can hold the two side by side. Built by `Tools/oracle/build`; never
// part of the package (it links the toolchain's private copy of swift-syntax, and the
// package has no dependencies).
//
// usage: reference-dump FILE...   With more than one FILE, each file's records follow a
// `file PATH` line, as `entrylint dump` does.
//
// Records, one per line, in this order: `decl` and `call` in source order of their nodes
// (a pre-order walk), then the token stream (`tok` and `str`) in source order.
//   decl L:C KIND NAME   every declaration, in every #if branch (DeclarationRecorder.swift)
//   call L:C NAME (LABELS)   every function call expression (DeclarationRecorder.swift)
//   tok START END        a token outside string and regex literals, UTF-8 byte offsets,
//                        END exclusive; comments and whitespace are trivia, not tokens
//   str START END        an outermost string or regex literal, delimiters included
// L:C is the 1-based line and UTF-8 byte column.
import Foundation
import SwiftParser
import SwiftSyntax

@main
enum ReferenceDump {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty {
            FileHandle.standardError.write(Data("usage: reference-dump FILE...\n".utf8))
            exit(2)
        }
        var output = ""
        for path in paths {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("reference-dump: cannot read \(path)\n".utf8))
                exit(2)
            }
            if paths.count > 1 { output += "file \(path)\n" }
            for record in records(of: [UInt8](bytes), path: path) {
                output += record
                output += "\n"
            }
            // Written per file so that a batch of large files never holds every dump at once.
            FileHandle.standardOutput.write(Data(output.utf8))
            output = ""
        }
    }

    static func records(of bytes: [UInt8], path: String) -> [String] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let recorder = DeclarationRecorder(tree: tree, path: path)
        recorder.walk(tree)
        return recorder.records + TokenRecords.of(tree)
    }
}
