import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.count)")
    }
}

#if !os(tvOS)
#Preview("With the sample cart") {
    CartBadge()
        .withSampleCart()
}

#Preview("Without") {
    CartBadge() //~ preview_missing_environment_object
}
#endif
