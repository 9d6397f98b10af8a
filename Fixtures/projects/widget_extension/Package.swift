// swift-tools-version:5.9
import PackageDescription

// A widget extension (StatusWidgets: its files declare a `Widget` and the `@main` `WidgetBundle`)
// next to the app. Widget views are archived snapshots: their `.if` calls are not reported; the
// app's are, though the app compiles a Live Activity's `Widget` too (no `@main`: not its entry).
let package = Package(
    name: "Widgets",
    targets: [
        .target(name: "Shared"),
        .executableTarget(name: "App", dependencies: ["Shared"]),
        .target(name: "StatusWidgets", dependencies: ["Shared"]),
    ]
)
