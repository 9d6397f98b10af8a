import Foundation

/// What `stat` says of a file — size, modification and status-change times (nanoseconds),
/// device and inode — so that a cached run need not read and hash a file that did not change.
///
/// A file whose stamp equals the one the cache stored is taken to have the contents hashed
/// then. Writing a file changes its modification time and `chmod`/`rename` its status-change
/// time, so an edit shows. The one way a stamp can lie is an edit within the clock tick of the
/// read that stamped it (coarse file-system clocks tick once a second or two): a stamp is
/// therefore stored only when both times are at least `settled` seconds older than the run
/// that read the file; a newer file is hashed again on each run until it has settled.
struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var modified: Int64
    var changed: Int64
    var device: UInt64
    var inode: UInt64

    /// How old a file's times must be for its stamp to be kept (`isSettled`).
    static let settled: Int64 = 3_000_000_000

    /// Nil when the file cannot be stat'ed or is not a regular file.
    static func of(_ path: String) -> FileStamp? {
        var s = stat()
        guard stat(path, &s) == 0, (s.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if os(Linux)
        let m = s.st_mtim, c = s.st_ctim
        #else
        let m = s.st_mtimespec, c = s.st_ctimespec
        #endif
        return FileStamp(size: UInt64(s.st_size), modified: Int64(m.tv_sec) &* 1_000_000_000 &+ Int64(m.tv_nsec),
                         changed: Int64(c.tv_sec) &* 1_000_000_000 &+ Int64(c.tv_nsec),
                         device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
    }

    /// The wall clock, in the stamps' unit.
    static func now() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_REALTIME, &t)
        return Int64(t.tv_sec) &* 1_000_000_000 &+ Int64(t.tv_nsec)
    }

    /// Whether the file's times are old enough, at `runStart`, for the stamp to be trusted later.
    func isSettled(at runStart: Int64) -> Bool {
        modified < runStart - Self.settled && changed < runStart - Self.settled
    }

    func write(_ w: inout ByteWriter) {
        w.u64(size)
        w.u64(UInt64(bitPattern: modified))
        w.u64(UInt64(bitPattern: changed))
        w.u64(device)
        w.u64(inode)
    }

    static func read(_ r: inout ByteReader) -> FileStamp {
        FileStamp(size: r.u64(), modified: Int64(bitPattern: r.u64()), changed: Int64(bitPattern: r.u64()),
                  device: r.u64(), inode: r.u64())
    }
}
