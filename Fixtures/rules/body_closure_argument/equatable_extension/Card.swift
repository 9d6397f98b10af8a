// A child view declared here and made Equatable in another file (Card+Equatable.swift): the
// project index merges the extension's conformance, so SwiftUI's use of its '==' is known here.
import SwiftUI

struct Card: View {
    let title: String
    let onOpen: () -> Void
    var body: some View { Glyph(); Text(title) }
}

struct Pill: View {
    let title: String
    let onOpen: () -> Void
    var body: some View { Glyph(); Text(title) }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
