import SwiftUI

struct Row: View {
    let title: String

    var body: some View {
        Text(title)
            .id(UUID()) //~ fresh_id_modifier
    }
}
