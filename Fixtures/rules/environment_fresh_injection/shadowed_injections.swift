// An object injected where every reader below gets another one, injected closer to it: the view
// below owns its own and injects it around the only part that reads it. The outer injection is
// dead code (audit profile, "delete the injection"). When some reader sits outside the inner
// injection, it gets the outer, new instance: still the default warning.
import SwiftUI

final class HomeModel: ObservableObject {
    @Published var selectedTab = 0
}

struct ActivityLog: View {
    @EnvironmentObject var home: HomeModel
    var body: some View { Button("\(home.selectedTab)") { home.selectedTab += 1 } }
}

struct Groups: View {
    var body: some View { Text("Groups") }
}

struct HomeTabs: View {
    @StateObject private var model = HomeModel()

    var body: some View {
        TabView {
            Groups()
            ActivityLog()
                .environmentObject(model)
        }
    }
}

struct MainRoute: View {
    @State private var showsOnboarding = false

    var body: some View {
        if showsOnboarding {
            Text("Welcome")
        } else {
            HomeTabs()
                .environmentObject(HomeModel()) //~ environment_fresh_injection
        }
    }
}

final class AccountModel: ObservableObject {
    @Published var name = ""
}

struct AccountBadge: View {
    @EnvironmentObject var account: AccountModel
    var body: some View { Button(account.name) { account.name = "Signed in" } }
}

struct AccountDetails: View {
    @EnvironmentObject var account: AccountModel
    var body: some View { Text(account.name) }
}

struct AccountTabs: View {
    @StateObject private var model = AccountModel()

    var body: some View {
        VStack {
            AccountBadge()
            AccountDetails()
                .environmentObject(model)
        }
    }
}

struct AccountRoute: View {
    @State private var isSignedIn = true

    var body: some View {
        if isSignedIn {
            AccountTabs()
                .environmentObject(AccountModel()) //~ environment_fresh_injection
        }
    }
}
