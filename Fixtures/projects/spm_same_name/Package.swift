// swift-tools-version:5.9
import PackageDescription

// Two targets declare a type named `Cache`: a class in Storage, a struct in Network. Each file
// sees only the one its module imports.
let package = Package(
    name: "SameName",
    targets: [
        .target(name: "Storage"),
        .target(name: "Network"),
        .target(name: "AppUI", dependencies: ["Storage"]),
        .target(name: "Widgets", dependencies: ["Network"], path: "Sources/Widgets", exclude: ["Legacy"]),
        .testTarget(name: "AppUITests", dependencies: ["AppUI"]),
    ]
)
