import SwiftUI
import UIKit

// Rows re-evaluated at drag rate, each handed new closures. A row that only hands its values to
// a representable with a small update method re-runs that update, a few values copied: the
// audit profile's. A row that builds views of its own around it is work saved: the default's.
struct ZoomCanvas: UIViewRepresentable {
    let url: URL
    var onZoom: (Bool) -> Void

    func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
    func updateUIView(_ view: UIScrollView, context: Context) {
        view.isScrollEnabled = true
    }
}

struct ZoomPage: View {
    let url: URL
    let onZoom: (Bool) -> Void

    var body: some View {
        ZoomCanvas(url: url, onZoom: onZoom)
            .background(Color.black)
    }
}

struct CaptionedZoomPage: View {
    let url: URL
    let caption: String
    let onZoom: (Bool) -> Void

    var body: some View {
        VStack {
            ZoomCanvas(url: url, onZoom: onZoom)
            Text(caption)
            Label(caption, systemImage: "photo")
        }
    }
}

struct PageViewer: View {
    @State private var pages: [URL] = []
    @State private var dismissOffset: CGFloat = 0
    @State private var zoomed = false

    var body: some View {
        TabView {
            ForEach(pages, id: \.self) { url in
                ZoomPage(url: url, onZoom: { zoomed = $0 }) //~ body_closure_argument
                CaptionedZoomPage(url: url, caption: url.lastPathComponent, onZoom: { zoomed = $0 }) //~ body_closure_argument
            }
        }
        .offset(y: dismissOffset)
        .gesture(DragGesture().onChanged { dismissOffset = $0.translation.height })
        .task { pages = [URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")] }
    }
}
