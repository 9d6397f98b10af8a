#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a path is, following symbolic links, with the errors people meet (loops, permissions)
/// told apart so messages can name them.
public struct FileStatus: Sendable {
    public enum Kind: Sendable { case file, directory, other, missing, loop, denied, tooLong }
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
            case ENAMETOOLONG: return FileStatus(kind: .tooLong, isSymlink: isLink)
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
            // Fields are read through the pointer, never by copying `pointee`: the system
            // allocates only `d_reclen` bytes for an entry, often less than `MemoryLayout<dirent>`
            // (AddressSanitizer found the whole-struct copy reading past the buffer).
            let raw = UnsafeRawPointer(pointer)
            let name = String(cString: (raw + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            let type = raw.load(fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
            let inode = raw.loadUnaligned(fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_ino)!, as: UInt64.self)
            let kind: EntryKind
            switch Int32(type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = .symlinkOrUnknown
            default: kind = .other
            }
            out.append(Entry(name: name, kind: kind, inode: inode))
        }
        // Byte order, by `memcmp` of each name's bytes taken once (comparing the strings'
        // UTF-8 views element by element was a twentieth of loading a 5,000-file tree).
        let keys = out.map { Array($0.name.utf8) }
        let order = out.indices.sorted { a, b in
            keys[a].withUnsafeBufferPointer { x in
                keys[b].withUnsafeBufferPointer { y in
                    let n = min(x.count, y.count)
                    let c = n == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, n)
                    return c != 0 ? c < 0 : x.count < y.count
                }
            }
        }
        return order.map { out[$0] }
    }

    /// Why a folder cannot be listed, in words.
    static func unreadableReason(_ dir: String) -> String {
        if let handle = opendir(dir) {
            closedir(handle)
            return "cannot read folder"
        }
        return "cannot read folder: " + PathLimits.message(errno: errno, path: dir)
    }

    /// The device a folder lives on, for the identity of the folders below it.
    static func device(_ dir: String) -> UInt64? {
        var s = stat()
        return stat(dir, &s) == 0 ? UInt64(s.st_dev) : nil
    }
}
