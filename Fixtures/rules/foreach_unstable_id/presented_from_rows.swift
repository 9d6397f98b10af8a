// What a row presents is not kept in the row. A NavigationLink's destination is another screen.
// A flag that only presents a dialog (`isPresented: $confirming`) is lost only if the collection
// changes by itself while the dialog is up: a list the user re-sorts cannot change under a
// modal dialog (the audit profile's, with a note), a list a timer rebuilds can (the default
// profile's).
import SwiftUI

struct Account {
    var name: String
}

struct AccountRow: View {
    let account: Account
    @State private var confirming = false

    var body: some View {
        Button(account.name) { confirming = true }
            .confirmationDialog("Sign out?", isPresented: $confirming) {
                Button("Sign out", role: .destructive) {}
            }
    }
}

struct Editor: View {
    @State private var draft = ""

    var body: some View {
        TextField("Name", text: $draft)
    }
}

struct Accounts: View {
    @State private var accounts: [Account] = []
    @State private var byName = false

    private var sorted: [Account] {
        byName ? accounts.sorted { $0.name < $1.name } : accounts
    }

    var body: some View {
        List {
            Toggle("By name", isOn: $byName)
            // Re-sorted by the user's toggle: a dialog up blocks it.
            ForEach(Array(sorted.enumerated()), id: \.offset) { _, account in //~ foreach_unstable_id
                AccountRow(account: account)
            }
            // A link's destination holds the text field, on another screen.
            ForEach(Array(sorted.enumerated()), id: \.offset) { _, account in //~ foreach_unstable_id
                NavigationLink(destination: Editor()) {
                    Text(account.name)
                }
            }
        }
    }
}

final class Monitor: ObservableObject {
    @Published var accounts: [Account] = []
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in
            self?.accounts.shuffle()
        }
    }
}

struct LiveAccounts: View {
    @StateObject private var monitor = Monitor()

    var body: some View {
        List {
            // Rebuilt every two seconds, dialog up or not.
            ForEach(Array(monitor.accounts.enumerated()), id: \.offset) { _, account in //~ foreach_unstable_id
                AccountRow(account: account)
            }
        }
        .onAppear { monitor.start() }
    }
}
