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

// A view that replaces the object through its binding needs the binding: a picker choosing
// which account is selected, or an assignment of another object.
@Observable final class UserAccount: Hashable {
    let id = UUID()
    static func == (a: UserAccount, b: UserAccount) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct AccountPicker: View {
    @Binding var account: UserAccount
    let accounts: [UserAccount]

    var body: some View {
        Picker("Account", selection: $account) {
            ForEach(accounts, id: \.id) { Text($0.id.uuidString).tag($0) }
        }
    }
}

struct AccountSwitcher: View {
    @Binding var account: UserAccount
    let fallback: UserAccount

    var body: some View {
        Button("Sign out") { account = fallback }
    }
}
