// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../SharedKit")],
    targets: [.target(name: "App", dependencies: ["SharedKit", "Analytics"])]
)
