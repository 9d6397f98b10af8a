#if os(tvOS)
import SwiftUI

// The tvOS declaration of the view: its own reader, on its own line.
struct RequestView: View {
    let name = "request"

    @EnvironmentObject private var console: Console

    var body: some View {
        Text(console.title)
    }
}
#endif
