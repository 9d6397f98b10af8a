import SwiftUI

enum Theme {
    enum Images {
        // Named like the top-level `InputView`, but `onSubmit` is a stored callback here.
        struct InputView: View {
            let onSubmit: () -> Void

            var body: some View {
                HStack {
                    Glyph()
                    Button("Go", action: onSubmit)
                }
            }
        }

        struct Glyph: View {
            var body: some View { Image(systemName: "arrow.right") }
        }
    }
}

enum Design {
    // Named like SwiftUI's `Text`; only code inside `Design` means it by its simple name.
    struct Text {
        let value: String
    }
}
