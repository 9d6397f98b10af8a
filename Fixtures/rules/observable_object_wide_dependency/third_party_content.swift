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
