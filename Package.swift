// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EntryLint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "entrylint", targets: ["EntryLint"]),
        .executable(name: "entrylint-bench", targets: ["EntryLintBench"]),
        .library(name: "EntryLintCore", targets: ["EntryLintCore"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .plugin(name: "EntryLintBuildToolPlugin", targets: ["EntryLintBuildToolPlugin"]),
        .plugin(name: "EntryLintCommandPlugin", targets: ["EntryLintCommandPlugin"]),
        .library(name: "EntryLintServer", targets: ["EntryLintServer"]),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "EntryLintCore", dependencies: ["SwiftLexer"]),
        .target(name: "EntryLintServer", dependencies: ["EntryLintCore", "SwiftLexer"]),
        .executableTarget(name: "EntryLint", dependencies: ["EntryLintCore", "EntryLintServer", "SwiftLexer"]),
        .executableTarget(name: "EntryLintBench", dependencies: ["EntryLintCore", "SwiftLexer"]),
        // Both plugins run the entrylint executable built from this package: the same library
        // path as the command line, no binary download.
        .plugin(name: "EntryLintBuildToolPlugin", capability: .buildTool(), dependencies: ["EntryLint"]),
        .plugin(
            name: "EntryLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "entrylint", description: "Lint the package's Swift files with EntryLint (pass --fix to apply fixes)"),
                // Permissions are declared per plugin, not per invocation: SwiftPM asks for this
                // one on every run (or takes --allow-writing-to-package-directory); only --fix,
                // --unsafe-fixes and --write-baseline write.
                permissions: [.writeToPackageDirectory(reason: "entrylint --fix rewrites Swift files of the package in place")]),
            dependencies: ["EntryLint"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "EntryLintCoreTests", dependencies: ["EntryLintCore", "SwiftLexer"]),
        .testTarget(name: "EntryLintCLITests", dependencies: ["EntryLint", "EntryLintCore", "SwiftLexer"]),
        .testTarget(name: "EntryLintServerTests", dependencies: ["EntryLint", "EntryLintServer", "EntryLintCore", "SwiftLexer"]),
    ]
)
