// The same closure to an Equatable child (through an extension elsewhere) and to one that is not.
import SwiftUI

struct Deck: View {
    @State private var opened = 0
    var body: some View {
        Card(title: "\(opened)", onOpen: { opened += 1 })
        Pill(title: "\(opened)", onOpen: { opened += 1 }) //~ body_closure_argument
    }
}
