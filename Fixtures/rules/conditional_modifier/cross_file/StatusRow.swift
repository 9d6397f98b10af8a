// The calls in this file refer to the declaration in another file.
import SwiftUI

struct StatusRow: View {
    let isCompact: Bool
    let hasMedia: Bool

    var body: some View {
        VStack {
            Text("Status")
                .if(isCompact) { $0.font(.caption) } //~ conditional_modifier
            Text("Media")
                .if(hasMedia) { //~ conditional_modifier
                    $0.frame(height: 120)
                }
        }
    }
}
