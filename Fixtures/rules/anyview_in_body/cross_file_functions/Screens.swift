// The erasure a callee's `AnyView` parameter forces is not reported; erasing into a generic
// parameter is.
import SwiftUI

struct AccountSheet: View {
    let name: String

    var body: some View {
        SheetTemplate.makeSheet(title: "Account", body: AnyView(Text(name)))
    }
}

struct BorderedLabel: View {
    let text: String

    var body: some View {
        bordered(AnyView(Text(text)), width: 2)
    }
}

struct CardLabel: View {
    let text: String

    var body: some View {
        VStack {
            SheetTemplate.makeCard(text.isEmpty ? AnyView(Image(systemName: "text")) : AnyView(Text(text))) //~ anyview_in_body
            framed(text.isEmpty ? AnyView(Image(systemName: "text")) : AnyView(Text(text)))
        }
    }
}
