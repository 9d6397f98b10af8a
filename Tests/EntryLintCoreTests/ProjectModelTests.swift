@testable import EntryLintCore
import Foundation
import XCTest

/// The pieces of the project model: manifests, Xcode projects, `#if` conditions, roots.
final class ProjectModelTests: XCTestCase {
    static let fixtures = ProjectFixtureTests.root

    func testPackageManifestTargets() {
        let source = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            targets: [
                .target(name: "Core", exclude: ["Resources", "Old.swift"]),
                .executableTarget(name: "Tool", path: "Tools/Main"),
                .target(name: "Picked", sources: ["A.swift", "Sub"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .target(name: computedName()),
            ]
        )
        """
        let m = PackageManifest.read(Array(source.utf8), directory: "/p", exists: { $0 == "/p/Sources/Core" })
        XCTAssertEqual(m.targets.map(\.name), ["Core", "Tool", "Picked", "CoreTests"])
        XCTAssertEqual(m.targets.map(\.directory), ["/p/Sources/Core", "/p/Tools/Main", "/p/Sources/Picked", "/p/Tests/CoreTests"])
        XCTAssertEqual(m.targets.map(\.isTest), [false, false, false, true])
        XCTAssertEqual(m.target(of: "/p/Sources/Core/X.swift")?.name, "Core")
        XCTAssertNil(m.target(of: "/p/Sources/Core/Resources/Gen.swift"))
        XCTAssertNil(m.target(of: "/p/Sources/Core/Old.swift"))
        XCTAssertEqual(m.target(of: "/p/Sources/Picked/A.swift")?.name, "Picked")
        XCTAssertEqual(m.target(of: "/p/Sources/Picked/Sub/B.swift")?.name, "Picked")
        XCTAssertNil(m.target(of: "/p/Sources/Picked/C.swift"))
        XCTAssertNil(m.target(of: "/p/Sources/CoreX/A.swift"), "a folder is not a prefix of its sibling")
    }

    func testXcodeProjectTargetsAndSynchronizedFolders() throws {
        let bundle = Self.fixtures + "/xcode_two_targets/Demo.xcodeproj"
        let project = try XCTUnwrap(XcodeProject.load(bundle: bundle) { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } })
        let root = Self.fixtures + "/xcode_two_targets"
        XCTAssertEqual(project.targets.map(\.name), ["iOSApp", "MacApp", "DemoTests"])
        XCTAssertEqual(project.targets.map(\.moduleName), ["Demo_iOS", "MacApp", "DemoTests"])
        XCTAssertEqual(project.targets.map(\.isTest), [false, false, true])
        // A synchronized folder's exception set for a target that does not own the folder adds files to it.
        XCTAssertEqual(project.targets[0].files, [root + "/iOS/Theme.swift", root + "/iOS/Environment.swift", root + "/Mac/Palette.swift"])
        XCTAssertEqual(project.targets[2].files, [root + "/Tests/ThemeTests.swift"])
        XCTAssertEqual(project.targets[1].folders.map(\.folder), [root + "/Mac"])
        XCTAssertEqual(project.targets[1].folders.first?.exceptions, [root + "/Mac/Scratch.swift"])
    }

    func testPropertyListRejectsMalformedInput() {
        XCTAssertNil(PropertyList.parse(Array("{ a = (1, 2; }".utf8)))
        XCTAssertNil(PropertyList.parse(Array("{ a = \"unterminated; }".utf8)))
        XCTAssertNil(PropertyList.parse(Array(String(repeating: "(", count: 10_000).utf8)))
        XCTAssertEqual(PropertyList.parse(Array("{ a = \"x\\\"y\"; b = (c, d,); }".utf8))?["a"]?.string, "x\"y")
    }

    func testPlatformConditions() {
        let mac = PlatformCondition.atom(.os("macOS")), ios = PlatformCondition.atom(.os("iOS"))
        let uikit = PlatformCondition.atom(.canImport("UIKit")), appkit = PlatformCondition.atom(.canImport("AppKit"))
        let debug = PlatformCondition.atom(.flag("DEBUG"))
        XCTAssertFalse(mac.isCompatible(with: ios))
        XCTAssertFalse(mac.isCompatible(with: !mac))
        XCTAssertTrue(mac.isCompatible(with: .always))
        XCTAssertFalse(uikit.isCompatible(with: mac))
        XCTAssertTrue(appkit.isCompatible(with: mac))
        XCTAssertTrue((!uikit && appkit).isCompatible(with: mac))
        XCTAssertFalse((!uikit && appkit).isCompatible(with: ios))
        XCTAssertTrue(debug.isCompatible(with: !debug && mac) == false)
        XCTAssertTrue((mac || ios).isCompatible(with: ios))
    }

    func testConditionsReadFromSource() {
        let tree = SwiftParser.parse(Array("""
        #if os(macOS) && !DEBUG
        struct A {}
        #elseif canImport(UIKit) || targetEnvironment(macCatalyst)
        struct B {}
        #else
        struct C {}
        #endif
        """.utf8))
        let ifConfig = tree.children(tree.root).first { tree.kind($0) == .ifConfigDecl }!
        let conditions = tree.clauseConditions(ifConfig).map { "\($0.condition)" }
        XCTAssertEqual(conditions, [
            "os(macOS) && !DEBUG",
            "!(os(macOS) && !DEBUG) && (canImport(UIKit) || targetEnvironment(macCatalyst))",
            "!((os(macOS) && !DEBUG) || (canImport(UIKit) || targetEnvironment(macCatalyst)))",
        ])
    }

    func testProjectRootMarkers() throws {
        let resolver = ConfigResolver(explicitPath: nil, cwd: "/", knownRules: Linter.rules.map(\.id))
        var loader = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
        // `.entrylint.json` with "root": true.
        let file = Self.fixtures + "/spm_same_name/Sources/AppUI/Environment.swift"
        XCTAssertEqual(loader.rootOf(directory: Paths.parent(file), given: file), Self.fixtures + "/spm_same_name")
        // An `.xcodeproj` beside the files.
        let ios = Self.fixtures + "/xcode_two_targets/iOS/Theme.swift"
        XCTAssertEqual(loader.rootOf(directory: Paths.parent(ios), given: ios), Self.fixtures + "/xcode_two_targets")
        // Failing every marker, the outermost Package.swift, else the path given.
        let tmp = NSTemporaryDirectory() + "entrylint-roots-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        try FileManager.default.createDirectory(atPath: tmp + "/outer/inner/Sources/X", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: tmp + "/outer/Package.swift", contents: Data())
        FileManager.default.createFile(atPath: tmp + "/outer/inner/Package.swift", contents: Data())
        let deep = tmp + "/outer/inner/Sources/X/a.swift"
        FileManager.default.createFile(atPath: deep, contents: Data())
        if loader.markerRoot(tmp) == nil {
            XCTAssertEqual(loader.rootOf(directory: Paths.parent(deep), given: deep), tmp + "/outer")
            let lone = tmp + "/b.swift"
            FileManager.default.createFile(atPath: lone, contents: Data())
            XCTAssertEqual(loader.rootOf(directory: tmp, given: lone), lone)
        }
        // Tuist's root manifests: `Tuist.swift`, or `Tuist/` beside `Project.swift`; a
        // subproject's `Project.swift` alone is not a root.
        for (name, marker) in [("new", ["Tuist.swift"]), ("old", ["Project.swift", "Tuist/Config.swift"])] {
            let project = tmp + "/tuist-\(name)"
            try FileManager.default.createDirectory(atPath: project + "/Tuist", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: project + "/Features/Feed/Sources", withIntermediateDirectories: true)
            for m in marker { FileManager.default.createFile(atPath: project + "/" + m, contents: Data()) }
            // Tuist's own folder may hold a `Tuist.swift` too: it is no root of its own.
            FileManager.default.createFile(atPath: project + "/Tuist/Tuist.swift", contents: Data())
            FileManager.default.createFile(atPath: project + "/Tuist/Package.swift", contents: Data())
            FileManager.default.createFile(atPath: project + "/Features/Feed/Project.swift", contents: Data())
            let source = project + "/Features/Feed/Sources/Feed.swift"
            FileManager.default.createFile(atPath: source, contents: Data())
            var fresh = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
            if fresh.markerRoot(tmp) == nil {
                XCTAssertEqual(fresh.rootOf(directory: Paths.parent(source), given: source), project, name)
                let manifest = project + "/Tuist/Package.swift"
                XCTAssertEqual(fresh.rootOf(directory: Paths.parent(manifest), given: manifest), project, name)
            }
        }
    }

    /// A repository inside the folder walked keeps its own ignore rules, as git has them (the
    /// ones above it stop at it; its `.git/info/exclude` applies), so the project of its root
    /// is the same whether the outer folder or the nested one is given, and it is taken from
    /// the outer walk without walking it again. A link that made the outer walk list a file of
    /// it at another path first makes the loader walk it again, as it would alone.
    func testANestedRepositoryIsTheSameProjectHoweverItIsReached() throws {
        let tmp = NSTemporaryDirectory() + "entrylint-nested-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let outer = tmp + "/outer", inner = outer + "/inner"
        for dir in [outer + "/.git", inner + "/.git/info", inner + "/Gen", outer + "/A"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String = "let x = 1\n") {
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        write(outer + "/.gitignore", "Local.swift\n")
        write(outer + "/App.swift")
        write(outer + "/Local.swift")
        write(inner + "/.gitignore", "Gen/\n")
        write(inner + "/.git/info/exclude", "Excluded.swift\n")
        for name in ["Local.swift", "Excluded.swift", "Gen/G.swift", "Shared.swift"] { write(inner + "/" + name) }
        let resolver = ConfigResolver(explicitPath: nil, cwd: "/", knownRules: Linter.rules.map(\.id))
        func projects(_ path: String) -> [String: [String]] {
            var loader = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
            var out: [String: [String]] = [:]
            for p in loader.load(paths: [path]).projects {
                out[p.root] = p.inputs.map { Paths.relative($0.diskPath, to: tmp)! + ($0.indexOnly ? " (index)" : "") }.sorted()
            }
            return out
        }
        let alone = projects(inner)
        XCTAssertEqual(alone[inner], ["outer/inner/Local.swift", "outer/inner/Shared.swift"])
        let fromOuter = projects(outer)
        XCTAssertEqual(fromOuter[inner], alone[inner])
        XCTAssertEqual(fromOuter[outer], ["outer/App.swift", "outer/inner/Local.swift (index)", "outer/inner/Shared.swift (index)"])

        // A framework's `Versions/Current` link beside the nested repository aliases a folder
        // outside it: its project is the same, without walking it again.
        try FileManager.default.createDirectory(atPath: outer + "/Fw/Versions/A", withIntermediateDirectories: true)
        write(outer + "/Fw/Versions/A/Header.swift")
        try FileManager.default.createSymbolicLink(atPath: outer + "/Fw/Versions/Current", withDestinationPath: outer + "/Fw/Versions/A")
        var framework = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
        let withFramework = framework.load(paths: [outer]).projects
        XCTAssertEqual(withFramework.first { $0.root == inner }?.inputs.map { Paths.relative($0.diskPath, to: tmp)! + ($0.indexOnly ? " (index)" : "") }.sorted(),
                       alone[inner])
        try FileManager.default.removeItem(atPath: outer + "/Fw")

        // `A/Alias.swift` is `inner/Shared.swift`: the outer walk lists it first as the alias.
        try FileManager.default.createSymbolicLink(atPath: outer + "/A/Alias.swift", withDestinationPath: inner + "/Shared.swift")
        var loader = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
        let linked = loader.load(paths: [outer]).projects.first { $0.root == inner }
        XCTAssertEqual(linked?.inputs.map { Paths.relative($0.diskPath, to: tmp)! + ($0.indexOnly ? " (index)" : "") }.sorted(),
                       ["outer/inner/Local.swift", "outer/inner/Shared.swift (index)"])
    }
    /// Projects are built on several threads; configurations their walks read first report
    /// their errors in the same order on every run, and the projects are those of one thread.
    func testProjectsBuiltOnSeveralThreadsAreThoseOfOne() throws {
        let tmp = NSTemporaryDirectory() + "entrylint-threads-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        func write(_ path: String, _ text: String = "let x = 1\n") {
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        var given: [String] = []
        for app in ["b", "a", "d", "c"] {
            let root = tmp + "/" + app
            for dir in [root + "/.git", root + "/sub", root + "/other"] {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            }
            write(root + "/sub/View.swift")
            write(root + "/Root.swift")
            // Read only when the project's own walk reaches it: outside the paths given.
            write(root + "/other/.entrylint.json", "{ \"rules\": 3 }")
            given.append(root + "/sub")
        }
        func load(jobs: Int) -> (projects: [String], errors: [String]) {
            let resolver = ConfigResolver(explicitPath: nil, cwd: "/", knownRules: Linter.rules.map(\.id))
            var loader = ProjectLoader(cwd: "/", resolver: resolver, respectIgnores: true)
            loader.jobs = jobs
            let projects = loader.load(paths: given).projects.map { p in
                p.root + ": " + p.inputs.map { Paths.relative($0.diskPath, to: tmp)! + ($0.indexOnly ? " (index)" : "") }.joined(separator: ", ")
            }
            return (projects, resolver.errors.map { "\($0)" })
        }
        let one = load(jobs: 1)
        XCTAssertEqual(one.errors.count, 4, "each project's walk reads its broken configuration")
        XCTAssertEqual(one.errors, one.errors.sorted())
        for _ in 0..<8 {
            let two = load(jobs: 2)
            XCTAssertEqual(two.projects, one.projects)
            XCTAssertEqual(two.errors, one.errors)
        }
    }
}
