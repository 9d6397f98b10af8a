import Foundation

/// A file's bytes from disk, or nil when it cannot be read (deleted, a folder, no permission).
enum DiskFile {
    static func read(_ path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
