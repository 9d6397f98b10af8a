import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build. The findings are the `entrylint` executable's
/// own `path:line:col: warning: message [rule]` lines on its output, which `swift build`
/// prints and Xcode shows inline as build warnings.
///
/// The command declares no outputs: since tools version 5.11 SwiftPM runs such a command on
/// every build (it has nothing to be up to date with), and EntryLint lints a target in
/// milliseconds. A prebuild command is not an option: those may only run binary executables,
/// and this one is built from source.
@main
struct EntryLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        return [try BuildCommand.lint(files: files, targetName: target.name, tool: context.tool(named: "EntryLint").url)]
    }
}

enum BuildCommand {
    /// Absolute paths, so the diagnostics point at the files whatever the command's working
    /// directory. `--fail-on error`: warnings stay warnings, only findings configured as
    /// errors fail the build, as with the compiler's own diagnostics. `--quiet` drops the
    /// summary line, which is not a diagnostic.
    static func lint(files: [URL], targetName: String, tool: URL) -> Command {
        .buildCommand(
            displayName: "EntryLint \(targetName) (\(files.count) \(files.count == 1 ? "file" : "files"))",
            executable: tool,
            arguments: ["--quiet", "--fail-on", "error", "--format", "xcode", "--"] + files.map(\.path),
            inputFiles: files,
            outputFiles: [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension EntryLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// Xcode app targets: the same command over the target's Swift sources.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        return [BuildCommand.lint(files: files, targetName: target.displayName, tool: try context.tool(named: "EntryLint").url)]
    }
}
#endif
