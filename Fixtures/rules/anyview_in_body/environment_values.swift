// An `AnyView` that fills an environment key the project declares as `AnyView` is erasure the
// code requires: the key's type asks for it, whatever the wrapped view is. A helper erasing for
// no such slot, and branches of a body erasing different views, stay reported.
import SwiftUI

private struct HeaderKey: EnvironmentKey {
    static let defaultValue = AnyView(EmptyView())
}

extension EnvironmentValues {
    var header: AnyView {
        get { self[HeaderKey.self] }
        set { self[HeaderKey.self] = newValue }
    }
}

extension View {
    func header<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.header, AnyView(content()))
    }

    func erasedFooter<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        AnyView(self.overlay(content())) //~ anyview_in_body
    }
}

struct Feed: View {
    @State private var isCompact = false

    var body: some View {
        VStack {
            if isCompact {
                AnyView(Text("Compact")) //~ anyview_in_body
            } else {
                AnyView(Image(systemName: "list.bullet"))
            }
        }
        .header { Text("Feed") }
    }
}
