#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages for the ways a path cannot be opened, told apart so that people can act on them.
public enum PathLimits {
    public static let maxPathBytes = Int(PATH_MAX)
    public static let maxNameBytes = 255

    public static func tooLongMessage(_ path: String) -> String {
        let longest = path.split(separator: "/").map(\.utf8.count).max() ?? 0
        if longest > maxNameBytes {
            return "a name in this path is \(longest) bytes long, more than the file system allows (\(maxNameBytes))"
        }
        return "path is \(path.utf8.count) bytes long, more than the system allows (PATH_MAX, \(maxPathBytes) bytes)"
    }

    public static func message(errno code: Int32, path: String) -> String {
        switch code {
        case ENAMETOOLONG: return tooLongMessage(path)
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such file"
        case ELOOP: return "symbolic link loop"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "is a folder, not a file"
        default: return "cannot read: \(String(cString: strerror(code)))"
        }
    }
}
