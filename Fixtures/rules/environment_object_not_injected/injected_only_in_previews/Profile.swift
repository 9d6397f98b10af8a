// Only previews inject an Account: the app crashes when ProfileView is shown.
import Combine
import SwiftUI

final class Account: ObservableObject {
    @Published var name = ""
}

struct ProfileView: View {
    @EnvironmentObject var account: Account //~ environment_object_not_injected

    var body: some View {
        Text(account.name)
    }
}

struct AccountTab: View {
    var body: some View {
        NavigationStack { ProfileView() }
    }
}

#Preview {
    ProfileView()
        .environmentObject(Account())
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
            .environmentObject(Account())
    }
}
