#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a fixed file without ever losing an edit made since it was linted: the fixed bytes
/// go to a temporary file in the same folder (original permissions and owner, fsync), then the
/// file is read again and compared with the bytes that were linted, right before the rename.
/// If anything saved the file in between (an editor's autosave), the temporary file is removed
/// and the file is left as it is. What remains is the window between that comparison and the
/// rename, a few microseconds instead of the whole run. A symbolic link is kept: its target is
/// replaced.
public enum FixWriter {
    public enum Outcome: Sendable, Equatable {
        case written
        /// The file no longer holds what was linted; nothing was written.
        case changedSinceLint
        case failed(String)
    }

    public static func write(_ fixed: [UInt8], to path: String, ifStill original: [UInt8]) -> Outcome {
        let target = resolvedPath(path)
        var st = stat()
        guard stat(target, &st) == 0 else { return .changedSinceLint } // removed or renamed since
        let mode = st.st_mode & 0o7777
        let dir = Paths.parent(target)
        let temp = dir + "/." + Paths.fileName(target) + ".entrylint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return .failed("cannot create a temporary file in \(dir): \(String(cString: strerror(errno)))") }
        var ok = true
        fixed.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { ok = false; break }
                done += n
            }
        }
        if ok { ok = fchmod(fd, mode) == 0 }
        if ok { _ = fchown(fd, st.st_uid, st.st_gid) }
        if ok { ok = fsync(fd) == 0 }
        let closed = close(fd) == 0
        guard ok && closed else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            return .failed("cannot write file: \(reason)")
        }
        // The comparison is the last thing before the rename.
        guard SourceLoader.readFile(target) == original else {
            unlink(temp)
            return .changedSinceLint
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            return .failed("cannot write file: \(reason)")
        }
        return .written
    }

    static func resolvedPath(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return path }
        defer { free(r) }
        return String(cString: r)
    }
}

@inline(__always) private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, p, n)
    #else
    return Darwin.write(fd, p, n)
    #endif
}
