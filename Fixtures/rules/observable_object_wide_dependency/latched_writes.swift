import SwiftUI

// A property set in a per-frame closure only while it is unset (`if start == nil { start = … }`,
// `if !began { began = true }`) is set once per drag, reset when it ends: not a per-frame change.
// A view that reads neither it nor anything else that changes per frame is the audit profile's;
// the per-frame write beside it (`translation`) still makes the default-profile finding.

final class DragState: ObservableObject {
    @Published var start: CGPoint?
    @Published var began = false
    @Published var title = ""
    @Published var subtitle = ""
}

struct DragSurface: View {
    @EnvironmentObject var state: DragState //~ observable_object_wide_dependency

    var body: some View {
        Rectangle()
            .gesture(
                DragGesture()
                    .onChanged { value in
                        if state.start == nil {
                            state.start = value.location
                        }
                        if !state.began {
                            state.began = true
                        }
                    }
                    .onEnded { _ in
                        state.start = nil
                        state.began = false
                    }
            )
    }
}

struct DragTitle: View {
    @EnvironmentObject var state: DragState //~ observable_object_wide_dependency

    var body: some View {
        Text(state.title)
    }
}

final class PanState: ObservableObject {
    @Published var start: CGPoint?
    @Published var translation: CGSize = .zero
    @Published var title = ""
    @Published var subtitle = ""
}

struct PanSurface: View {
    @EnvironmentObject var pan: PanState //~ observable_object_wide_dependency

    var body: some View {
        Rectangle()
            .gesture(
                DragGesture()
                    .onChanged { value in
                        if pan.start == nil {
                            pan.start = value.location
                        }
                        pan.translation = value.translation
                    }
            )
    }
}

struct PanTitle: View {
    @EnvironmentObject var pan: PanState //~ observable_object_wide_dependency

    var body: some View {
        Text(pan.title)
    }
}

struct DragRoot: View {
    @StateObject private var state = DragState()
    @StateObject private var pan = PanState()

    var body: some View {
        VStack {
            DragSurface()
            DragTitle()
            PanSurface()
            PanTitle()
        }
        .environmentObject(state)
        .environmentObject(pan)
    }
}
