// `.id(...)` with a value that is new on every evaluation: the view is destroyed and rebuilt each time.
import Foundation
import SwiftUI

final class Token: Hashable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .id(UUID()) //~ fresh_id_modifier
            Text("Updated")
                .id(Date()) //~ fresh_id_modifier
            Text("Now")
                .id(Date.now) //~ fresh_id_modifier
            Text("Dice")
                .id(Int.random(in: 0...1000)) //~ fresh_id_modifier
            Text("String")
                .id(UUID().uuidString) //~ fresh_id_modifier
            Text("Interpolated")
                .id("selected-\(UUID().uuidString)") //~ fresh_id_modifier
            Text("Seconds")
                .id(Date().timeIntervalSince1970) //~ fresh_id_modifier
            Text("Object")
                .id(Token()) //~ fresh_id_modifier
        }
        .id(UUID()) //~ fresh_id_modifier
    }
}

// Computed view properties and @ViewBuilder functions are view-building code too.
struct LoadingList: View {
    var body: some View {
        List {
            loadingRow
            footer()
        }
    }

    private var loadingRow: some View {
        HStack {
            Spacer()
            ProgressView()
            Spacer()
        }
        .id(UUID()) //~ fresh_id_modifier
    }

    @ViewBuilder
    private func footer() -> some View {
        Text("End").id(UUID()) //~ fresh_id_modifier
    }
}

struct Highlight: ViewModifier {
    func body(content: Content) -> some View {
        content.id(UUID()) //~ fresh_id_modifier
    }
}
