import SwiftUI

// A '@StateObject' is kept for the view's whole life, so a 'let' of it never changes, nor does a
// stored property of a value held in such a 'let' ('screen.kind'). A '@Published var' of the
// same object can: reported.
struct AccountScreen {
    enum Kind { case management, other }
    let kind: Kind
    var title: String
}

class BaseAccountModel: ObservableObject {
    let screen: AccountScreen

    init(screen: AccountScreen) {
        self.screen = screen
    }
}

final class AccountModel: BaseAccountModel {
    @Published var isLoading = false
}

struct AccountView: View {
    @StateObject private var model = AccountModel(screen: AccountScreen(kind: .management, title: "Account"))

    var body: some View {
        Text(model.screen.title)
            .if(self.model.screen.kind == .management) { $0.navigationTitle("Manage") }
            .if(model.screen.title.isEmpty) { $0.hidden() }
            .if(model.isLoading) { $0.redacted(reason: .placeholder) } //~ conditional_modifier
    }
}
