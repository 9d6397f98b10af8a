import EntryLintCore

/// `--format VALUE` or `--format=VALUE` among a command's words (`rules`, `explain`, `views`):
/// the format chosen and the other words, in order. One parser, so every command words its
/// mistakes the same way.
enum FormatOption {
    static func split<F: RawRepresentable & CaseIterable>(_ args: [String], command: String, default initial: F) throws(UsageError)
        -> (format: F, rest: [String]) where F.RawValue == String {
        let names = F.allCases.map(\.rawValue)
        var format = initial
        var rest: [String] = []
        var k = 0
        while k < args.count {
            let arg = args[k]
            k += 1
            let value: String
            if arg == "--format" {
                guard k < args.count else { throw UsageError("--format needs a value (\(names.joined(separator: " or ")))") }
                value = args[k]
                k += 1
            } else if arg.hasPrefix("--format=") {
                value = String(arg.dropFirst("--format=".count))
            } else {
                rest.append(arg)
                continue
            }
            guard let f = F(rawValue: value) else {
                throw UsageError("unknown format '\(value)' for '\(command)'; did you mean '\(Suggestion.closest(to: value, in: names)!)'? (\(names.joined(separator: ", ")))")
            }
            format = f
        }
        return (format, rest)
    }
}
