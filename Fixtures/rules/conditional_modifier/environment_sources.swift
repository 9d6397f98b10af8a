// Conditions read from the environment. A size class changes while a view is shown (an iPad's
// window resized or split, a phone rotated), and so does a project key injected from the
// injecting modifier's state written after it appears: a branch swap then resets the content's
// state on screen (the default profile's). Another system value (`colorScheme`) and a project
// key injected as a constant show no flip: the audit profile's.
import SwiftUI

enum Layout { case compact, regular }

extension EnvironmentValues {
    @Entry var layout: Layout = .compact
    @Entry var density: Layout = .compact
}

extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View { //~ conditional_modifier
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct LayoutReader: ViewModifier {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var layout: Layout = .compact

    func body(content: Content) -> some View {
        content
            .task(id: sizeClass) { layout = sizeClass == .regular ? .regular : .compact }
            .environment(\.layout, layout)
    }
}

struct Notes: View {
    @State private var draft = ""

    var body: some View {
        TextEditor(text: $draft)
    }
}

struct SizeClassScreen: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Notes()
            .if(sizeClass == .regular) { $0.padding(40) } //~ conditional_modifier
    }
}

struct InjectedLayoutScreen: View {
    @Environment(\.layout) private var layout

    private var regular: Bool { layout == .regular }

    var body: some View {
        Notes()
            .if(regular) { $0.navigationTitle("Notes") } //~ conditional_modifier
    }
}

struct SchemeScreen: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Notes()
            .if(scheme == .dark) { $0.padding(4) } //~ conditional_modifier
    }
}

struct DensityScreen: View {
    @Environment(\.density) private var density

    var body: some View {
        Notes()
            .if(density == .regular) { $0.padding(8) } //~ conditional_modifier
    }
}

struct Root: View {
    var body: some View {
        VStack {
            SizeClassScreen()
            InjectedLayoutScreen()
            SchemeScreen()
            DensityScreen().environment(\.density, .regular)
        }
        .modifier(LayoutReader())
    }
}
