import SwiftUI

struct Shelf: View {
    @Environment(\.library) private var library

    var body: some View {
        let _ = Self._printChanges()
        Text("Bücher 📚 für alle").id(UUID()).transition(.slide)
    }
}
