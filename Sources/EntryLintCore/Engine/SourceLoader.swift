import Foundation

/// Reads a file's bytes and refuses what is not Swift source text.
enum SourceLoader {
    static func load(_ input: SourceInput) -> Result<[UInt8], FileError> {
        if let contents = input.contents { return check(contents, input.path) }
        guard let data = FileManager.default.contents(atPath: input.diskPath) else {
            let exists = FileManager.default.fileExists(atPath: input.diskPath)
            return .failure(FileError(path: input.path, message: exists ? "cannot read file (permission denied?)" : "no such file"))
        }
        return check([UInt8](data), input.path)
    }

    /// A NUL byte in the first 8 KB marks a binary file: skipped with an error rather than linted.
    static func check(_ bytes: [UInt8], _ path: String) -> Result<[UInt8], FileError> {
        if bytes.prefix(8192).contains(0) {
            return .failure(FileError(path: path, message: "binary file (contains NUL bytes); not linted"))
        }
        return .success(bytes)
    }
}
