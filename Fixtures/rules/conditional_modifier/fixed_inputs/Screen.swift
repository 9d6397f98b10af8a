import SwiftUI

struct Screen: View {
    @State private var selection = 0
    @State private var dense = false

    var body: some View {
        VStack {
            Row(title: "a", highlighted: selection == 0)
            Row(title: "b", highlighted: true)
                .environment(\.isWidget, true)
            Row(title: "c").tinted(true)
            Row(title: "d", font: .custom("Menlo", size: 13, relativeTo: .body))
            Row(title: "e", sized: .system(size: CGFloat(selection)))
        }
        .environment(\.isDense, dense)
        .environment(\.isSidebar, false)
    }
}
