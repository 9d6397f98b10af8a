import SwiftUI

// The characters of a string drawn one by one: a character has no identity but its place. The
// string changes while shown (the parent switches it), so the finding stays, in the audit
// profile, and says only what happens: each glyph keeps its place and shows the character now at it.
struct GlyphText: View {
    let text: String

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(text.enumerated()), id: \.offset) { _, character in //~ foreach_unstable_id
                Text(String(character))
            }
        }
    }
}

struct StatusCard: View {
    @State private var isOn = false
    @State private var label = "OFF"

    var body: some View {
        VStack {
            GlyphText(text: label)
            Button("Switch") { label = label == "ON" ? "OFF" : "ON" }
        }
    }
}

struct GlyphApp: App {
    var body: some Scene {
        WindowGroup { StatusCard() }
    }
}
