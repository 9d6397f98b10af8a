// swift-tools-version:5.9
import PackageDescription

// The app's root is App/; the Kit package it depends on lives beside it, outside that root.
let package = Package(
    name: "App",
    dependencies: [.package(path: "../Kit")],
    targets: [.executableTarget(name: "App", dependencies: ["Kit"])]
)
