// Not reported: SwiftUI's own views and modifiers, @ViewBuilder content, closures that are passed
// through (not created here), nil, non-function properties, non-View types, and deferred code.
import SwiftUI

struct ItemRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        Button(title, action: onTap)
    }
}

struct Card<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack { content() }
    }
}

struct Panel<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
    }
}

struct Section2<Header: View>: View {
    let header: () -> Header

    init(@ViewBuilder header: @escaping () -> Header) {
        self.header = header
    }

    var body: some View {
        header()
    }
}

struct DeleteRow: View {
    let title: String
    var onDelete: ((Int) -> Void)?

    var body: some View {
        Text(title)
    }
}

struct Handler {
    let run: () -> Void
}

struct Shake: ViewModifier {
    let onEnd: () -> Void

    func body(content: Content) -> some View {
        content
    }
}

struct TitleRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct ParentView: View {
    let onTap: () -> Void
    @State private var value = 0.0
    @State private var text = ""
    @State private var presented: AnyView?

    var body: some View {
        VStack {
            ItemRow(title: "Forward", onTap: onTap)
            DeleteRow(title: "No delete", onDelete: nil)
            DeleteRow(title: "Default")
            Card {
                Text("Content")
            }
            Panel {
                Text("Panel")
            }
            Section2 {
                Text("Header")
            }
            TitleRow(title: { "computed" }())
            Button("Tap") { value += 1 }
            Button(action: { value = 0 }) {
                Text("Reset")
            }
            Slider(value: $value, onEditingChanged: { _ in })
            TextField("Name", text: $text, onCommit: { text = "" })
            Text("Shake")
                .modifier(Shake(onEnd: { value = 0 }))
                .onTapGesture { value += 1 }
            let handler = Handler(run: { value = 1 })
            Text("\(value)")
                .onAppear {
                    handler.run()
                    presented = AnyView(ItemRow(title: "Later", onTap: { value = 2 }))
                }
        }
    }
}
