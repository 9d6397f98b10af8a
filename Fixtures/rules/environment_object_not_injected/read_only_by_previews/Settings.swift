// A view that only its preview constructs never runs in the app: reading an object nothing
// injects cannot crash the app, so this rule is quiet; the preview itself is
// preview_missing_environment_object's. A view the app shows is still reported.
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var theme = "light"
}

struct LegacySettingsView: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        Text(settings.theme)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        LegacySettingsView() //~ preview_missing_environment_object
    }
}

final class Session: ObservableObject {
    @Published var user = ""
}

struct SessionBadge: View {
    @EnvironmentObject var session: Session //~ environment_object_not_injected

    var body: some View {
        Text(session.user)
    }
}

struct Toolbar: View {
    var body: some View { SessionBadge() }
}
