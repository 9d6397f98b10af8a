// Reads inside the content closure of a container from a dependency ('SettingsKit') build views
// with the body: they are reads, not actions that run later.
import SwiftUI
import SettingsKit

final class BehaviorSettings: ObservableObject {
    @Published var launchAtLogin = false
    @Published var hidesIcon = false
    @Published var snapsWindows = true
    @Published var animationSpeed = 1.0
}

struct BehaviorPane: View {
    @StateObject private var settings = BehaviorSettings()

    var body: some View {
        SettingsSection("General") {
            Toggle("Launch at login", isOn: $settings.launchAtLogin)
            Toggle("Hide icon", isOn: $settings.hidesIcon)
            Toggle("Snap windows", isOn: $settings.snapsWindows)
        }
    }
}

struct IconPane: View {
    @StateObject private var settings = BehaviorSettings() //~ observable_object_wide_dependency

    var body: some View {
        SettingsSection("Icon") {
            Toggle("Hide icon", isOn: $settings.hidesIcon)
        }
    }
}

// A project view's content inside the dependency's container builds with it too: passing the
// object on there is passing it on. Reading one property there is still a read.
struct PaneFrame<Content: View>: View {
    private let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.padding() }
}

struct BehaviorEditor: View {
    @ObservedObject var settings: BehaviorSettings //~ observable_object_wide_dependency
    var body: some View { Toggle("Snap windows", isOn: $settings.snapsWindows) }
}

struct FramedPane: View {
    @StateObject private var settings = BehaviorSettings()

    var body: some View {
        SettingsSection("Framed") {
            PaneFrame {
                BehaviorEditor(settings: settings)
            }
        }
    }
}

struct FramedIconPane: View {
    @StateObject private var settings = BehaviorSettings() //~ observable_object_wide_dependency

    var body: some View {
        SettingsSection("Framed icon") {
            PaneFrame {
                Toggle("Hide icon", isOn: $settings.hidesIcon)
            }
        }
    }
}

// A closure in view-building code that is no action may run with the body (a project helper's
// transform): what it reads is not known, so the view is not reported. Reads in a Button's
// action or a `.task` are not reads: still reported.
extension View {
    func apply<V: View>(_ transform: (Self) -> V) -> V { transform(self) }
}

struct ToolbarPane: View {
    @ObservedObject var settings: BehaviorSettings

    var body: some View {
        Text("Pane").apply { $0.toolbar { Text(settings.hidesIcon ? "Hidden" : "Shown") } }
    }
}

struct ActionPane: View {
    @ObservedObject var settings: BehaviorSettings //~ observable_object_wide_dependency

    var body: some View {
        Button { settings.snapsWindows.toggle() } label: { Text("Snap") }
            .task { settings.animationSpeed = 2 }
    }
}
