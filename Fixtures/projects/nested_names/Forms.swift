import SwiftUI

extension Theme.Images {
    // Inside `Theme.Images`, `InputView` is the nested view with a stored callback.
    struct Form: View {
        @State private var count = 0

        var body: some View {
            InputView(onSubmit: { count += 1 }) //~ body_closure_argument
        }
    }
}

// At the top level, `InputView` is the top-level view, whose closure is content.
struct TopForm: View {
    var body: some View {
        InputView(onSubmit: { SwiftUI.Text("top") })
    }
}

// `Text` here is SwiftUI's, not `Design.Text`.
struct Stamp: View {
    let date: Date

    var body: some View {
        Text(date, formatter: DateFormatter()) //~ body_expensive_work
    }
}

// The app shows the stamp: its body runs.
struct StampRow: View {
    var body: some View {
        Stamp(date: .distantPast)
    }
}
