// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SharedKit",
    products: [.library(name: "SharedKit", targets: ["SharedKit"])],
    targets: [.target(name: "SharedKit"), .testTarget(name: "SharedKitTests", dependencies: ["SharedKit"])]
)
