import SwiftUI

// The constructions and calls that decide which conditions above are fixed.
struct Screen: View {
    @State private var selected = false
    @State private var wide = false

    var body: some View {
        VStack {
            Banner(title: "a", isFreeform: true, isEmphasized: selected)
            Banner(title: "b", isFreeform: false, isEmphasized: false)
            Panel(plain: true) { Text("plain") }
            Panel(wide: wide) { Text("wide") }
            Panel(sized: true) { Text("sized") }
            Text("c").rounded(8, container: true)
            Text("d").rounded(8)
            Text("e").marked(highlighted: selected)
            Text("f").tappable(menu: false)
            Text("g").tappable()
            Text("h").pressable(pressed: selected)
        }
    }
}
