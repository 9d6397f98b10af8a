import SwiftUI

// A view that keeps an object in '@State' without observing it, on purpose, and gives it to the
// child that observes it: a part of it read beside the object in the same construction is the
// child's to refresh, not a stale screen of this view (the audit profile's). A part read on its
// own, in another call, still shows a value that goes stale.

final class Sizer: ObservableObject {
    @Published var size: CGSize = .zero
}

struct SizedPreview: View {
    @ObservedObject var sizer: Sizer
    var forcedSize: CGSize

    var body: some View {
        Color.clear.frame(height: sizer.size.height)
    }
}

struct CommentBody: View {
    @State private var sizer = Sizer() //~ state_holds_observable_object

    var body: some View {
        Text("comment")
            .background(GeometryReader { geo in Color.clear.onAppear { sizer.size = geo.size } })
            .contextMenu {
                Button("Copy") {}
            } preview: {
                SizedPreview(sizer: sizer, forcedSize: sizer.size)
            }
    }
}

struct CommentHeight: View {
    @State private var sizer = Sizer() //~ state_holds_observable_object

    var body: some View {
        VStack {
            SizedPreview(sizer: sizer, forcedSize: .zero)
            Text("\(sizer.size.height)")
        }
    }
}
