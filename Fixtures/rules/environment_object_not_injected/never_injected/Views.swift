// Two readers of Cart: one finding, on the first (by path and line), listing the other.
import SwiftUI

struct CartBadge: View {
    @EnvironmentObject var cart: Cart //~ environment_object_not_injected

    var body: some View {
        Text("\(cart.count)")
    }
}

struct CheckoutView: View {
    @EnvironmentObject private var cart: Cart
    @Environment(Wishlist.self) private var wishlist //~ environment_object_not_injected
    @Environment(Wishlist.self) private var optionalWishlist: Wishlist?
    @EnvironmentObject var catalog: Catalog

    var body: some View {
        Text("\(cart.count) \(wishlist.items.count) \(catalog.products.count)")
    }
}

struct Shop: View {
    let catalog = Catalog()

    var body: some View {
        CheckoutView()
            .environmentObject(catalog)
    }
}
