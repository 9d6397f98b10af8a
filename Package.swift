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
        .library(name: "EntryLintServer", targets: ["EntryLintServer"]),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "EntryLintCore", dependencies: ["SwiftLexer"]),
        .target(name: "EntryLintServer", dependencies: ["EntryLintCore", "SwiftLexer"]),
        .executableTarget(name: "EntryLint", dependencies: ["EntryLintCore", "EntryLintServer", "SwiftLexer"]),
        .executableTarget(name: "EntryLintBench", dependencies: ["EntryLintCore", "SwiftLexer"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "EntryLintCoreTests", dependencies: ["EntryLintCore", "SwiftLexer"]),
        .testTarget(name: "EntryLintCLITests", dependencies: ["EntryLint", "EntryLintCore", "SwiftLexer"]),
        .testTarget(name: "EntryLintServerTests", dependencies: ["EntryLint", "EntryLintServer", "EntryLintCore", "SwiftLexer"]),
    ]
)
