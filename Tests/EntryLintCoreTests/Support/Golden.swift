import EntryLintCore
import Foundation
import XCTest

/// What the fixture tests that compare with committed expected files share: where the fixtures
/// are, whether to rewrite the expected files instead of comparing, and the compare itself.
enum Golden {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `ENTRYLINT_UPDATE_GOLDEN=1 swift test` rewrites every expected file instead of comparing
    /// (review the diff before committing).
    static let updating = ProcessInfo.processInfo.environment["ENTRYLINT_UPDATE_GOLDEN"] == "1"

    /// Compares `actual` with the file at `url` byte for byte, or writes it when updating.
    /// Returns a failure line, or nil.
    static func check(_ actual: [UInt8], against url: URL) -> String? {
        let name = url.path.replacingOccurrences(of: repository.path + "/", with: "")
        if updating {
            do { try Data(actual).write(to: url) } catch { return "\(name): cannot write: \(error)" }
            return nil
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            return "\(name): missing (ENTRYLINT_UPDATE_GOLDEN=1 swift test writes it)"
        }
        guard Array(expected) != actual else { return nil }
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let want = line < old.count ? String(old[line]) : "<end of file>"
        let got = line < new.count ? String(new[line]) : "<end of file>"
        return "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n"
            + "  (ENTRYLINT_UPDATE_GOLDEN=1 swift test rewrites it after review)"
    }

    /// The rules a fixture runs, as in Fixtures/rules: the default ones and those its first line
    /// names (`//! enable: a, b`), and `rule` when given.
    static func enabledRules(for rule: String? = nil, source: String) -> Set<String> {
        var enabled = Set(Linter.rules.filter { !$0.isOptIn }.map(\.id))
        if let rule { enabled.insert(rule) }
        if let first = source.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("//! enable:") {
            for id in first.dropFirst("//! enable:".count).split(separator: ",") {
                enabled.insert(id.trimmingCharacters(in: .whitespaces))
            }
        }
        return enabled
    }

    /// The `.swift` files directly in `folder`, in name order.
    static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The sub-folders of `folder`, in name order.
    static func folders(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}

extension LintOptions {
    /// These options with the audit profile: rule fixtures, snapshots and examples see every
    /// finding a rule makes; which profile each is in is pinned by the snapshots.
    var auditing: LintOptions {
        var o = self
        o.profile = .audit
        return o
    }
}
