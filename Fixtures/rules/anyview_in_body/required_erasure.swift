// Erasure the code cannot avoid is not reported: a parameter the project declares as AnyView, a
// reduce accumulator, an existential's view, a dependency's type asking for AnyView, an
// `if #available` branch, and the erasing helper's own implementation. Each has a counter-example
// that is still reported.
import SwiftUI
import DialogKit

struct Header: View {
    let title: String
    var accessory: AnyView?

    var body: some View {
        HStack {
            Text(title)
            accessory
        }
    }
}

struct Placeholder: View {
    var makeEmpty: () -> AnyView

    var body: some View { makeEmpty() }
}

struct Framed<Content: View>: View {
    let content: Content

    var body: some View { content.padding() }
}

protocol Tab {
    associatedtype Page: View
    func makePage() -> Page
}

struct SettingsScreen: View {
    let tab: any Tab
    let flag: Bool
    let modifiers: [ShadowStyle]
    private let transform: (AnyView) -> AnyView

    var body: some View {
        VStack {
            // A stored property declared AnyView: the caller has no other way to pass it.
            Header(title: "About", accessory: AnyView(Image(systemName: "info")))
            // A closure parameter typed `() -> AnyView`.
            Placeholder(makeEmpty: { AnyView(Text("Nothing yet")) })
            // A project view taking generic content: the erasure is avoidable, and the erased
            // type changes with the flag.
            Framed(content: flag ? AnyView(Text("Framed")) : AnyView(Image(systemName: "square"))) //~ anyview_in_body
            // A stored closure of the view that takes AnyView.
            transform(AnyView(Text("Transformed")))
            // A function of this file whose parameter is declared AnyView.
            row(icon: AnyView(Image(systemName: "star")), label: "Star")
            // The result of a protocol requirement called on an existential.
            AnyView(tab.makePage())
            // A dependency's view whose declaration the project cannot see.
            DialogContent(title: "Hi", customView: AnyView(Text("Body")))
            // SwiftUI's views take generic content.
            ScrollView { flag ? AnyView(Text("Scrolled")) : AnyView(Image(systemName: "scroll")) }
            if #available(iOS 17, *) {
                AnyView(Text("New"))
            } else {
                AnyView(Text("Old"))
            }
            // A runtime condition: the wrapped type can change.
            if flag {
                AnyView(Text("On"))
            } else {
                AnyView(Image(systemName: "circle"))
            }
        }
        .modifier(ShadowStack(modifiers: modifiers))
    }

    func row(icon: AnyView, label: String) -> some View {
        HStack { icon; Text(label) }
    }
}

struct ShadowStyle {
    let radius: CGFloat
}

struct ShadowStack: ViewModifier {
    let modifiers: [ShadowStyle]

    func body(content: Content) -> some View {
        // One accumulator type for every step of the fold.
        modifiers.reduce(AnyView(content)) { view, style in
            AnyView(view.shadow(radius: style.radius))
        }
    }
}

protocol Section: Identifiable {
    associatedtype Body: View
    var content: Body { get }
}

extension View {
    // The helper's own implementation: its uses are what is reported.
    @ViewBuilder
    func eraseToAnyView() -> AnyView {
        AnyView(self)
    }
}

struct SectionStack: View {
    let sections: [any Section]
    let titles: [String]

    var body: some View {
        VStack {
            // Each row of an array of existentials may be another type.
            ForEach(sections, id: \.id) { section in
                render(section).eraseToAnyView()
            }
            // Every row erases a Text: a fixed slot.
            ForEach(titles, id: \.self) { title in
                Text(title).eraseToAnyView()
            }
        }
    }

    func render(_ section: some Section) -> some View {
        section.content
    }
}

// A property declared as an existential view: only AnyView can show it (its declaration is
// where the type could change). A concrete one of the same shape is still reported.
struct DetailsRow: View {
    let rowView: any View
    let label: Text

    var body: some View {
        VStack {
            AnyView(rowView)
            AnyView(self.rowView)
            rowView.eraseToAnyView()
            AnyView(label) //~ anyview_in_body
        }
    }
}

// A function that returns from `if #available` branches only: the path is fixed for the run, so
// the wrapped type never changes. Any other branch in it can change the type: reported.
struct Pill: ViewModifier {
    let destructive: Bool

    func body(content: Content) -> some View {
        sized(shaped(tinted(content)))
    }

    private func shaped(_ content: some View) -> some View {
        if #available(macOS 14.0, iOS 17, *) {
            return AnyView(content.buttonBorderShape(.capsule))
        } else {
            return AnyView(content)
        }
    }

    private func sized(_ content: some View) -> some View {
        if #available(macOS 11.0, *) {
            return AnyView(content.controlSize(.large))
        }
        return AnyView(content)
    }

    private func tinted(_ content: some View) -> some View {
        if #available(macOS 12.0, *), destructive {
            return AnyView(content.tint(.red)) //~ anyview_in_body
        }
        return AnyView(content)
    }
}

// Erasure the project's own declarations ask for: the fallback of an `AnyView?` property, a
// helper's result passed where a parameter is declared `() -> AnyView`, and the result of a
// stored closure declared to return `any View`. The same shapes over concrete types are reported.
struct LazyDestination: View {
    let build: () -> AnyView
    init(_ build: @autoclosure @escaping () -> AnyView) { self.build = build }
    var body: some View { build() }
}

struct HintSheet: View {
    @State private var hint: AnyView?
    @State private var caption: Text?
    let icon: (() -> any View)?
    let badge: () -> Text

    var body: some View {
        VStack {
            hint ?? AnyView(EmptyView())
            caption ?? Text("None")
            LazyDestination(Text("Next").eraseToAnyView())
            if let icon { AnyView(icon()) }
            AnyView(badge()) //~ anyview_in_body
            // Always a Text: a fixed slot.
            Text("Other").eraseToAnyView()
        }
    }
}
