import SwiftUI

// A change made further up, handed down through views that do not change it themselves (the
// wallet switched at the app's root), is one the user cannot make while the sheet built from it
// is shown: the object kept is the one passed, the audit profile's. A view constructing this one
// that replaces the object itself is the default profile's.
final class Wallet: ObservableObject {
    @Published var name = ""
}

final class AppModel: ObservableObject {
    @Published var wallet = Wallet()
    func switchWallet() { wallet = Wallet() }
}

final class StakeModel: ObservableObject {
    let wallet: Wallet
    @Published var amount = ""
    init(wallet: Wallet) { self.wallet = wallet }
}

struct StakeSheet: View {
    @StateObject private var model: StakeModel

    init(model: StakeModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }

    var body: some View { TextField("Amount", text: $model.amount) }
}

struct AssetScreen: View {
    let wallet: Wallet
    @State private var isStaking = false

    var body: some View {
        Button("Stake") { isStaking = true }
            .sheet(isPresented: $isStaking) {
                StakeSheet(model: StakeModel(wallet: wallet)) //~ body_fresh_object
            }
    }
}

struct RootTabs: View {
    @StateObject private var app = AppModel()

    var body: some View {
        AssetScreen(wallet: app.wallet)
        Button("Switch") { app.switchWallet() }
    }
}

struct WalletBadge: View {
    @StateObject private var wallet: Wallet

    init(wallet: Wallet) {
        _wallet = StateObject(wrappedValue: wallet) //~ state_object_from_parameter
    }

    var body: some View { Text(wallet.name) }
}

struct WalletHeader: View {
    @StateObject private var app = AppModel()

    var body: some View {
        WalletBadge(wallet: app.wallet)
        Button("Switch") { app.switchWallet() }
    }
}
