import Foundation
import PackagePlugin

/// `swift package entrylint [--target NAME]... [OPTIONS] [PATH...]`: runs the `entrylint`
/// executable built from this package in the package's folder, with the options given (any
/// of `entrylint lint`'s). Without paths it lints the whole package, or the Swift files of the
/// targets named with `--target`. `--fix` writes files, which SwiftPM allows only with the
/// write permission this plugin declares.
@main
struct EntryLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var paths: [String] = []
        if !targetNames.isEmpty {
            // The targets' Swift files (a target's folder needs tools version 6.1 to be read).
            paths = try context.package.targets(named: targetNames).flatMap { target in
                (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url.path) ?? []
            }
        }
        try Runner.run(tool: context.tool(named: "EntryLint").url, arguments: extractor.remainingArguments, paths: paths,
                       in: context.package.directoryURL)
    }
}

enum Runner {
    /// The child inherits the plugin's standard output and error, which SwiftPM shows; a
    /// non-zero exit status (findings, or a usage error) fails the command with it.
    static func run(tool: URL, arguments: [String], paths: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        // Target folders follow a `--`, unless the user already ended the options.
        process.arguments = arguments + (paths.isEmpty ? [] : (arguments.contains("--") ? paths : ["--"] + paths))
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw Failure("EntryLint reported findings (exit status 1; with --diff: fixes to apply)")
        case let status: throw Failure("entrylint exited with status \(status)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension EntryLintCommandPlugin: XcodeCommandPlugin {
    /// Xcode's File › Packages menu: lints the selected targets' Swift files (all of them when
    /// none is selected) in the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let selected = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { selected.isEmpty || selected.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path) }
        try Runner.run(tool: context.tool(named: "EntryLint").url, arguments: extractor.remainingArguments, paths: files,
                       in: context.xcodeProject.directoryURL)
    }
}
#endif
