import Foundation

enum FileManagerShim {
    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes a new file (reports, baselines): replaced atomically when it exists.
    static func writeNew(_ text: String, to path: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write file: \((error as NSError).localizedDescription)"
        }
    }
}
