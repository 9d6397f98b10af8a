// swift-tools-version:6.0
// A package that uses EntryLint's plugins the way an app's package would: it depends on
// EntryLint by path (the repository, two folders up) and applies the build-tool plugin to its
// target. `.ci/run` builds it with `swift build` and checks that EntryLint's warning for
// Sources/PluginSample/CounterView.swift is among the build's output, then runs the command
// plugin. It is not part of EntryLint's own package: nothing there refers to it.
import PackageDescription

let package = Package(
    name: "PluginSample",
    products: [.library(name: "PluginSample", targets: ["PluginSample"])],
    dependencies: [.package(name: "EntryLint", path: "../..")],
    targets: [
        .target(name: "PluginSample", plugins: [.plugin(name: "EntryLintBuildToolPlugin", package: "EntryLint")]),
    ]
)
