import SwiftUI

struct InputView<Content: View>: View {
    @ViewBuilder let onSubmit: () -> Content

    var body: some View {
        onSubmit()
    }
}
