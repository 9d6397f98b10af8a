// @Binding to an @Observable class; values, optionals (selection) and ObservableObject-free structs are fine.
import Observation
import SwiftData
import SwiftUI

@Observable
final class Profile {
    var name = ""
}

@Model
final class Trip {
    var title = ""
    init(title: String) { self.title = title }
}

struct Settings {
    var isOn = false
}

final class Legacy {}

struct ProfileEditor: View {
    @Binding var profile: Profile //~ binding_holds_observable_object
    @Binding var trip: Trip //~ binding_holds_observable_object
    @Binding var selection: Profile?
    @Binding var settings: Settings
    @Binding var legacy: Legacy
    @Binding var profiles: [Profile]
    @Bindable var bindable: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}
