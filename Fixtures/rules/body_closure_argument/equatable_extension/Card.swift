// A child view declared here and made Equatable in another file (Card+Equatable.swift): the
// project index merges the extension's conformance, so SwiftUI's use of its '==' is known here.
import SwiftUI

struct Card: View {
    let title: String
    let onOpen: () -> Void
    var body: some View { Text(title) }
}

struct Pill: View {
    let title: String
    let onOpen: () -> Void
    var body: some View { Text(title) }
}
