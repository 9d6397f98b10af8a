import Observation
import SwiftUI

// A read in a later condition of an 'if' runs only when the earlier ones hold: a preview that
// passes no 'instanceID' never reaches 'settings'. A read in the first condition always runs.

@Observable
final class AppSettings {
    var label = ""
    func instance(_ id: Int) -> String? { id == 0 ? label : nil }
}

struct EventSheet: View {
    var instanceID: Int?
    @Environment(AppSettings.self) private var settings

    var body: some View {
        VStack {
            if let instanceID, let name = settings.instance(instanceID) {
                Text(name)
            }
            Text("Event")
        }
    }
}

struct LabelSheet: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        if !settings.label.isEmpty, settings.label.count < 40 {
            Text(settings.label)
        }
    }
}

#Preview {
    EventSheet()
}

#Preview {
    LabelSheet() //~ preview_missing_environment_object
}
