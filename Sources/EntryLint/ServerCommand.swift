import EntryLintCore
import EntryLintServer
import Foundation

/// `entrylint server`: the language server on standard input and output. Each workspace
/// folder's projects are built as `entrylint lint FOLDER` builds them (`ProjectLoader`).
enum ServerCommand {
    struct Arguments {
        var options = LanguageServer.Options()
        var help = false
    }

    static func parse(_ args: [String]) throws(UsageError) -> Arguments {
        var a = Arguments()
        var k = 0
        while k < args.count {
            let arg = args[k]
            func value() throws(UsageError) -> String {
                k += 1
                guard k < args.count else { throw UsageError("\(arg) needs a value") }
                return args[k]
            }
            switch arg {
            case "--help", "-h": a.help = true
            case "--stdio": break // what editors pass to say "standard input/output": the only transport
            case "--jobs", "-j":
                let v = try value()
                guard let n = Int(v), n >= 1 else { throw UsageError("--jobs must be a positive whole number, not '\(v)'") }
                a.options.jobs = n
            case "--documentation-url":
                a.options.documentationURL = try value()
            default:
                throw UsageError("unknown option '\(arg)' for 'server'")
            }
            k += 1
        }
        return a
    }

    /// Blocks until the client sends `exit` or closes standard input.
    static func run(_ a: Arguments, _ env: CLIEnvironment) -> Int32 {
        var a = a
        a.options.environment = env.lintEnvironment
        signal(SIGPIPE, SIG_IGN) // writing to a client that went away must not kill the server
        let server = LanguageServer(input: 0, output: 1, options: a.options, log: { message in
            FileHandle.standardError.write(Data("entrylint server: \(message)\n".utf8))
        })
        return server.run()
    }
}
