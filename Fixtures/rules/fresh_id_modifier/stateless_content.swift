// A new identity on content that holds no state loses nothing but a restart of its animations:
// it is usually a deliberate refresh (a menu label that would not update, a card whose animation
// did not finish), and the finding is the audit profile's. Content with state stays reported.
import SwiftUI

struct EditorTabs: View {
    let titles: [String]

    var body: some View {
        Menu {
            ForEach(titles, id: \.self) { Button($0) {} }
        } label: {
            Label("Tabs", systemImage: "square.on.square")
        }
        .id(UUID()) //~ fresh_id_modifier
    }
}

struct GameCard: View {
    let title: String

    var body: some View {
        VStack {
            Image(systemName: "die.face.5")
            Text(title)
        }
    }
}

struct ActiveGames: View {
    let games: [String]

    var body: some View {
        // The card is a project view without state: a forced redraw.
        GameCard(title: games.first ?? "").id(UUID()) //~ fresh_id_modifier
    }
}

// Counter-examples: each of these loses something on every evaluation, and stays in the default profile.
struct Composer: View {
    @State private var draft = ""
    let games: [String]

    var body: some View {
        VStack {
            TextField("Message", text: $draft).id(UUID()) //~ fresh_id_modifier
            Text("Sliding").id(UUID()).transition(.slide) //~ fresh_id_modifier
            ScrollView { Text("Long") }.id(UUID()) //~ fresh_id_modifier
            Counter().id(UUID()) //~ fresh_id_modifier
        }
    }
}

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("\(count)") { count += 1 }
    }
}

// Content the rule cannot see (a modifier's content) may hold anything: reported by default.
struct Refreshing: ViewModifier {
    func body(content: Content) -> some View {
        content.id(UUID()) //~ fresh_id_modifier
    }
}
