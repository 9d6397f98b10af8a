// A preview helper given the view as content, whose body injects around it
// (`content().environment(store)`), counts as injection. A helper that injects nothing is
// walked through: the badge it frames still lacks its store.
import SwiftUI

@Observable
final class Store {
    var count = 0
}

struct StoreBadge: View {
    @Environment(Store.self) private var store

    var body: some View { Text("\(store.count)") }
}

@MainActor
func PreviewHelper<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    let store = Store()
    return content().environment(store)
}

enum PreviewContainers {
    @MainActor
    static func withStore<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        content().environment(Store())
    }

    @MainActor
    static func framed<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        content().padding().border(.gray)
    }
}

@MainActor
func PreviewFrame<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    content().frame(width: 320)
}

#Preview("helper function") {
    PreviewHelper { StoreBadge() }
}

#Preview("static helper") {
    PreviewContainers.withStore { StoreBadge() }
}

#Preview("frame only") {
    PreviewFrame { StoreBadge() } //~ preview_missing_environment_object
}

#Preview("static frame only") {
    PreviewContainers.framed { StoreBadge() } //~ preview_missing_environment_object
}
