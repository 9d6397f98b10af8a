// The injected value's type cannot be told (a member of another object): it may be a Theme.
import Combine
import SwiftUI

final class Theme: ObservableObject {
    @Published var tint = "blue"
}

final class Services {
    let theme = Theme()
}

struct Themed: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
        Text(theme.tint)
    }
}

struct Host: View {
    let services: Services

    var body: some View {
        Themed()
            .environmentObject(services.theme)
    }
}
