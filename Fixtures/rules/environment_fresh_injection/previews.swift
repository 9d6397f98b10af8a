// Decision: #Preview bodies and PreviewProvider.previews are preview set-up, evaluated once per
// preview render; fresh objects injected there are the normal way to build a preview and are not
// reported by any body rule.
import Observation
import SwiftUI

@Observable
final class AppSettings {
    var isDark = false
}

final class Store: ObservableObject {}

struct SettingsScreen: View {
    // Only previews construct this view: environment_object_not_injected is quiet too.
    @Environment(AppSettings.self) private var settings

    var body: some View {
        Text(settings.isDark ? "Dark" : "Light")
    }
}

#Preview {
    SettingsScreen()
        .environment(AppSettings())
        .environmentObject(Store())
}

#Preview("Dark") {
    let settings = AppSettings()
    settings.isDark = true
    return SettingsScreen()
        .environment(settings)
}

struct SettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        SettingsScreen()
            .environment(AppSettings())
    }
}
