import SwiftUI

// A helper whose branches both apply a modifier picks one of two: the message says so, and for
// two presentations the advice is to apply both, each shown only in its own case.
extension View {
    @ViewBuilder
    func adaptivePanel<Content: View>(isPresented: Binding<Bool>, asInspector: Bool, //~ conditional_modifier
                                      @ViewBuilder content: @escaping () -> Content) -> some View {
        if asInspector {
            self.inspector(isPresented: isPresented) { content() }
        } else {
            self.sheet(isPresented: isPresented) { content() }
        }
    }
}

struct Canvas: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var showsTools = false

    var body: some View {
        ScrollView { Text("Canvas") }
            .adaptivePanel(isPresented: $showsTools, asInspector: sizeClass == .regular) { Text("Tools") } //~ conditional_modifier
    }
}

struct CanvasApp: App {
    var body: some Scene {
        WindowGroup { Canvas() }
    }
}
