// The readers; the previews are in Previews.swift.
import SwiftUI

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.count)")
    }
}

struct Greeting: View {
    @Environment(Session.self) private var session

    var body: some View {
        Text(session.user)
    }
}

struct HomeScreen: View {
    var body: some View {
        VStack {
            Greeting()
            ToolbarArea()
        }
    }
}

struct ToolbarArea: View {
    var body: some View {
        HStack { CartBadge() }
    }
}

// Reads the cart only in an action: rendering does not crash.
struct ClearButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Button("Clear") { cart.count = 0 }
    }
}
