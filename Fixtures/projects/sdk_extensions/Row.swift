import SwiftUI

struct Row: View {
    let title: String

    var body: some View {
        Text(title)
            .id(UUID()).transition(.slide) //~ fresh_id_modifier
    }
}
