#if os(watchOS)
import SwiftUI

// The watchOS declaration of the same view: the preview below builds this one, so the note
// names this file's reader, not the tvOS file's.
struct RequestView: View {
    @EnvironmentObject private var console: Console

    var body: some View {
        Text(console.title)
            .font(.footnote)
    }
}

#Preview {
    RequestView() //~ preview_missing_environment_object
}
#endif
