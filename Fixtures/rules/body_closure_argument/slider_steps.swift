import SwiftUI

// A slider over a few literal steps writes once per step crossed, as often as the user acts: a
// closure it makes new is the audit profile's. A continuous slider writes on every frame of the
// drag: the same closure, to a child that builds rows, is a warning.
struct FontSettings: View {
    @State private var fontSize = 14.0
    @State private var picked = ""

    var body: some View {
        VStack {
            Slider(value: $fontSize, in: 10...24, step: 1)
            ThemeList(themes: ["Light", "Dark"], onPick: { picked = $0 }) //~ body_closure_argument
        }
    }
}

struct VolumeSettings: View {
    @State private var volume = 0.5
    @State private var picked = ""

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1)
            ThemeList(themes: ["Light", "Dark"], onPick: { picked = $0 }) //~ body_closure_argument
        }
    }
}

struct ThemeList: View {
    let themes: [String]
    let onPick: (String) -> Void

    var body: some View {
        List(themes, id: \.self) { theme in
            Button(theme) { onPick(theme) }
        }
    }
}
