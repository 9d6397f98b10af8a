import SwiftUI

struct Plain: View {
    // Suppresses nothing: the whole comment goes (safe).
    // entrylint:disable:next fresh_id_modifier
    var body: some View {
        Text("plain")
    }
}

struct Mixed: View {
    var body: some View {
        // One of two names suppresses nothing: only that name goes (safe).
        Text("row").id(UUID()).transition(.slide) // entrylint:disable:this fresh_id_modifier, body_fresh_object
    }
}

struct Misspelled: View {
    var body: some View {
        // An unknown rule close to a known one is replaced by it (unsafe: it may now suppress).
        Text("typo").id(UUID()).transition(.slide) // entrylint:disable:this fresh_id_modifer
    }
}
