// An erasure costs identity only when the wrapped type can change between evaluations. Fixed
// slots are not reported: every branch (or every `return`) erasing the same spelled-out type, a
// `TabView` page, a `ForEach` row, a call's argument. Branches erasing different types, modifiers
// whose arguments change the type, an erased value assigned in branches are.
import SwiftUI

struct SlotFrame<Content: View>: View {
    let content: Content
    var body: some View { content.padding() }
}
struct SlotHeader: View {
    let accessory: AnyView
    var body: some View { accessory }
}
extension View {
    func erasedSlot() -> AnyView { AnyView(self) }
}

struct SlotScreen: View {
    let flag: Bool
    let compact: Bool

    var body: some View {
        VStack {
            SlotFrame(content: flag ? AnyView(Text("On")) : AnyView(Image(systemName: "circle"))) //~ anyview_in_body
            SlotHeader(accessory: flag ? AnyView(Text("On")) : AnyView(Image(systemName: "circle")))
            flag ? AnyView(Text("a").bold()) : AnyView(Text("b").bold())
            flag ? AnyView(Text("a").bold()) : AnyView(Text("b"))
            if compact {
                AnyView(SlotRow(title: "a"))
            } else {
                AnyView(SlotRow(title: "b"))
            }
            if compact {
                SlotRow(title: "a").erasedSlot()
            } else if flag {
                SlotRow(title: "b").erasedSlot()
            } else {
                AnyView(SlotRow(title: "c"))
            }
            switch compact {
            case true: AnyView(SlotRow(title: "a").padding(4))
            case false: AnyView(SlotRow(title: "b").padding(8))
            }
            switch compact {
            case true: AnyView(SlotRow(title: "a").foregroundStyle(.red))
            case false: AnyView(SlotRow(title: "b").foregroundStyle(.tint))
            }
            TabView {
                AnyView(SlotRow(title: "Home")).tabItem { Text("Home") }
                AnyView(Text("Settings")).tabItem { Text("Settings") }
            }
        }
    }

    func page(_ n: Int) -> AnyView {
        if n == 0 { return AnyView(SlotRow(title: "zero")) }
        return AnyView(SlotRow(title: "\(n)"))
    }

    @ViewBuilder
    func page2(_ n: Int) -> some View {
        if n == 0 { AnyView(SlotRow(title: "zero")) } else { AnyView(Text("n")) }
    }

    var mixed: AnyView {
        var v: AnyView
        if flag { v = AnyView(Text("a")) } else { v = AnyView(Text("b")) }
        return v
    }

    var pages: [AnyView] { [AnyView(Text("a")), AnyView(SlotRow(title: "b"))] }

    var erased: some View {
        if flag { return AnyView(SlotRow(title: "a")) }
        return AnyView(Text("b"))
    }
}

struct SlotRow: View {
    let title: String
    var body: some View { Text(title) }
}
