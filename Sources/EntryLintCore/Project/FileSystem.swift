#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a path is, following symbolic links, with the errors people meet (loops, permissions)
/// told apart so messages can name them.
public struct FileStatus: Sendable {
    public enum Kind: Sendable { case file, directory, other, missing, loop, denied }
    public var kind: Kind
    public var isSymlink = false
    /// Device and inode of the target, to notice a folder reached twice (symlink loops).
    public var identity: FileIdentity?
    public var mode: UInt32 = 0

    public static func of(_ path: String) -> FileStatus {
        var l = stat()
        let isLink = lstat(path, &l) == 0 && (l.st_mode & S_IFMT) == S_IFLNK
        var s = stat()
        guard stat(path, &s) == 0 else {
            switch errno {
            case ELOOP: return FileStatus(kind: .loop, isSymlink: isLink)
            case EACCES: return FileStatus(kind: .denied, isSymlink: isLink)
            default: return FileStatus(kind: .missing, isSymlink: isLink)
            }
        }
        let kind: Kind
        switch s.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        return FileStatus(kind: kind, isSymlink: isLink,
                          identity: FileIdentity(device: UInt64(s.st_dev), inode: UInt64(s.st_ino)),
                          mode: UInt32(s.st_mode))
    }
}

public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
}

/// Reading and writing whole files.
public enum Files {
    /// The bytes of a regular file; nil for anything else or when unreadable.
    public static func read(_ path: String) -> [UInt8]? {
        guard FileStatus.of(path).kind == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Writes a report or baseline; an existing file is replaced atomically. Returns the
    /// problem, or nil.
    public static func writeReport(_ text: String, to path: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write file: \((error as NSError).localizedDescription)"
        }
    }
}

/// Writes a file atomically: a temporary file in the same folder, the original permissions,
/// fsync, then rename over the original. A symbolic link is kept: its target is replaced.
public enum AtomicFile {
    public struct WriteError: Error { public var message: String }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let target = resolvedPath(path)
        var st = stat()
        let mode: mode_t = stat(target, &st) == 0 ? st.st_mode & 0o7777 : 0o644
        let dir = Paths.parent(target)
        let temp = dir + "/." + Paths.fileName(target) + ".entrylint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw WriteError(message: "cannot create a temporary file in \(dir): \(String(cString: strerror(errno)))") }
        var ok = true
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc_write(fd, raw.baseAddress! + done, raw.count - done)
                if n <= 0 { ok = false; break }
                done += n
            }
        }
        if ok { ok = fchmod(fd, mode) == 0 }
        if ok && stat(target, &st) == 0 { _ = fchown(fd, st.st_uid, st.st_gid) }
        if ok { ok = fsync(fd) == 0 }
        let closed = close(fd) == 0
        guard ok && closed, rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw WriteError(message: "cannot write file: \(reason)")
        }
    }

    static func resolvedPath(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return path }
        defer { free(r) }
        return String(cString: r)
    }
}

@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, p, n)
    #else
    return Darwin.write(fd, p, n)
    #endif
}

/// One directory's entries with the kind the file system already knows (`d_type`), so that a
/// walk stats only symbolic links and entries of unknown kind.
enum DirectoryListing {
    enum EntryKind { case file, directory, symlinkOrUnknown, other }

    struct Entry {
        var name: String
        var kind: EntryKind
        var inode: UInt64
    }

    /// Nil when the folder cannot be read.
    static func entries(_ dir: String) -> [Entry]? {
        guard let handle = opendir(dir) else { return nil }
        defer { closedir(handle) }
        var out: [Entry] = []
        while let pointer = readdir(handle) {
            let entry = pointer.pointee
            let name = withUnsafePointer(to: entry.d_name) { p in
                p.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind
            switch Int32(entry.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = .symlinkOrUnknown
            default: kind = .other
            }
            out.append(Entry(name: name, kind: kind, inode: UInt64(entry.d_ino)))
        }
        out.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        return out
    }

    /// The device a folder lives on, for the identity of the folders below it.
    static func device(_ dir: String) -> UInt64? {
        var s = stat()
        return stat(dir, &s) == 0 ? UInt64(s.st_dev) : nil
    }
}
