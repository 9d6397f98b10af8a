import SwiftUI

// A Boolean set in a drag's per-frame closure only when it changes (`if grid != isGridMode {
// isGridMode = grid }`, `grid` a comparison) flips when the width crosses a threshold, not on
// every frame: a view that does not read it is the audit profile's. The width itself, written
// on every frame, still makes the default-profile finding for a view that reads neither.

final class LayoutState: ObservableObject {
    @Published var isGridMode = false
    @Published var sidebarWidth = 240.0
    @Published var title = ""
    @Published var subtitle = ""
}

struct Sidebar: View {
    @EnvironmentObject var layout: LayoutState //~ observable_object_wide_dependency

    var body: some View {
        Rectangle()
            .frame(width: 8)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        let grid = value.location.x > 316
                        if grid != layout.isGridMode {
                            withAnimation {
                                layout.isGridMode = grid
                            }
                        }
                    }
            )
    }
}

struct GridHeader: View {
    @EnvironmentObject var layout: LayoutState //~ observable_object_wide_dependency

    var body: some View {
        Text(layout.title)
    }
}

final class PanelState: ObservableObject {
    @Published var isWide = false
    @Published var width = 240.0
    @Published var title = ""
    @Published var subtitle = ""
}

struct Panel: View {
    @EnvironmentObject var panel: PanelState //~ observable_object_wide_dependency

    var body: some View {
        Rectangle()
            .gesture(
                DragGesture()
                    .onChanged { value in
                        panel.width = value.location.x
                    }
            )
    }
}

struct PanelHeader: View {
    @EnvironmentObject var panel: PanelState //~ observable_object_wide_dependency

    var body: some View {
        Text(panel.title)
    }
}

struct LayoutRoot: View {
    @StateObject private var layout = LayoutState()
    @StateObject private var panel = PanelState()

    var body: some View {
        HStack {
            Sidebar()
            GridHeader()
            Panel()
            PanelHeader()
        }
        .environmentObject(layout)
        .environmentObject(panel)
    }
}
