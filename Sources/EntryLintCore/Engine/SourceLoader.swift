import Foundation

/// Reads a file's bytes and refuses what is not Swift source text.
public enum SourceLoader {
    static func load(_ input: SourceInput) -> Result<[UInt8], FileError> {
        if let contents = input.contents { return check(contents, input.path) }
        guard let bytes = readFile(input.diskPath) else {
            return .failure(FileError(path: input.path, message: unreadableReason(input.diskPath)))
        }
        return check(bytes, input.path)
    }

    /// One byte range of an input again (a snippet the index evaluates): from memory for stdin,
    /// else one `pread`. `nil` when the file is unreadable or no longer that long.
    static func loadRange(_ input: SourceInput, _ range: Range<Int>) -> [UInt8]? {
        if let contents = input.contents { return range.upperBound <= contents.count ? Array(contents[range]) : nil }
        let fd = open(input.diskPath, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        let ok: Bool = bytes.withUnsafeMutableBytes { raw in
            while done < raw.count {
                let n = pread(fd, raw.baseAddress! + done, raw.count - done, off_t(range.lowerBound + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        return ok ? bytes : nil
    }

    /// The whole file in one buffer: open, size, read, close — no intermediate `Data`.
    static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var done = 0
        let ok: Bool = bytes.withUnsafeMutableBytes { raw in
            while done < raw.count {
                let n = read(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 { return false }
                if n == 0 { break }
                done += n
            }
            return true
        }
        guard ok else { return nil }
        if done < bytes.count { bytes.removeLast(bytes.count - done) }
        return bytes
    }

    /// Why `path` cannot be read, in words: asked again of the system so that the message names
    /// the real cause (a path over PATH_MAX is not "permission denied").
    public static func unreadableReason(_ path: String) -> String {
        if path.utf8.count >= Int(PATH_MAX) { return PathLimits.tooLongMessage(path) }
        let fd = open(path, O_RDONLY)
        let code = errno
        if fd >= 0 {
            defer { close(fd) }
            var st = stat()
            if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR { return "is a folder, not a file" }
            if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) != S_IFREG { return "not a regular file" }
            return "cannot read file (read error)"
        }
        return PathLimits.message(errno: code, path: path)
    }

    /// A NUL byte in the first 8 KB marks a binary file: skipped with an error rather than linted.
    static func check(_ bytes: [UInt8], _ path: String) -> Result<[UInt8], FileError> {
        if bytes.prefix(8192).contains(0) {
            return .failure(FileError(path: path, message: "binary file (contains NUL bytes); not linted"))
        }
        return .success(bytes)
    }
}
