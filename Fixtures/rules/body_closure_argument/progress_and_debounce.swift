import SwiftUI
import WebKit

// How often a parent re-evaluates, from the callbacks that write its state:
// - a callback named for progress (`onProgressChanged:`) reports many times a second while a page
//   scrolls or a download runs: a tick. The new closure a reader hands its page then runs the
//   page's update method on every report; a representable whose update method reconfigures its
//   view (not one that copies a value across) is work worth saving: the default profile's.
// - a guess from a bare name (`Scrubber.shared.progress = …` on a drag) does not take away what
//   the writes seen by owner show: the reader's own callback is still a tick.
// - a one-shot timer (`repeats: false`, a search debounce) runs as often as the typing that
//   starts it, not as a tick: a results list handed a new closure then is the audit profile's.
// - a child handed the changing value itself (`fraction: fraction`) re-evaluates on every
//   report whatever closure it gets: the closure saves nothing (the audit profile's); so does a
//   child built in a branch the changing value chooses (`switch phase { case .idle: … }`).

struct PageView: UIViewRepresentable {
    let html: String
    var fontSize: Double
    var onProgressChanged: ((Double) -> Void)?

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ view: WKWebView, context: Context) {
        let controller = view.configuration.userContentController
        controller.removeAllUserScripts()
        controller.removeScriptMessageHandler(forName: "progress")
        let script = WKUserScript(source: "document.body.style.fontSize = '\(fontSize)px'",
                                  injectionTime: .atDocumentEnd, forMainFrameOnly: true)
        controller.addUserScript(script)
        let tracker = WKUserScript(source: "window.onscroll = function() { window.webkit.messageHandlers.progress.postMessage(window.scrollY) }",
                                   injectionTime: .atDocumentEnd, forMainFrameOnly: true)
        controller.addUserScript(tracker)
        if view.url == nil || context.coordinator.html != html {
            context.coordinator.html = html
            view.loadHTMLString(html, baseURL: nil)
        }
        view.scrollView.showsVerticalScrollIndicator = false
        view.scrollView.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator {
        var html = ""
    }
}

final class Scrubber {
    static let shared = Scrubber()
    var progress = 0.0
}

struct ScrubBar: View {
    var body: some View {
        Color.gray.frame(height: 4).gesture(DragGesture().onChanged { drag in
            Scrubber.shared.progress = drag.location.x
        })
    }
}

struct Reader: View {
    let html: String
    @State private var progress = 0.0

    var body: some View {
        VStack {
            Text("\(Int(progress * 100))% read")
            PageView(html: html, fontSize: 17, onProgressChanged: { value in //~ body_closure_argument
                progress = value
            })
        }
    }
}

struct ResultList: View {
    let results: [String]
    let onPick: (String) -> Void

    var body: some View {
        List {
            ForEach(results, id: \.self) { result in
                Button(result) { onPick(result) }
            }
        }
    }
}

struct SearchBox: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var picked = ""
    @State private var debounce: Timer?

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Text(picked)
            ResultList(results: results, onPick: { picked = $0 }) //~ body_closure_argument
        }
        .onChange(of: query) { _ in
            debounce?.invalidate()
            debounce = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
                results = [query]
            }
        }
    }
}

struct ProgressPanel: View {
    let fraction: Double
    let steps: [String]
    let onCancel: () -> Void

    var body: some View {
        VStack {
            ProgressView(value: fraction)
            List {
                ForEach(steps, id: \.self) { Text($0) }
            }
            Button("Cancel", action: onCancel)
        }
    }
}

struct Downloader {
    func fetch(progressHandler: @escaping (Double) -> Void) async {}
}

struct DownloadScreen: View {
    let steps: [String]
    @State private var fraction = 0.0

    var body: some View {
        ProgressPanel(fraction: fraction, steps: steps, onCancel: { fraction = 0 }) //~ body_closure_argument
            .task { await Downloader().fetch(progressHandler: { value in fraction = value }) }
    }
}

struct PhaseScreen: View {
    enum Phase { case idle, running(Double) }

    @State private var phase: Phase = .idle

    var body: some View {
        Group {
            switch phase {
            case .idle:
                ProgressPanel(fraction: 0, steps: ["Start"], onCancel: { phase = .idle }) //~ body_closure_argument
            case .running(let value):
                ProgressPanel(fraction: value, steps: ["Run"], onCancel: { phase = .idle })
            }
        }
        .task { await Downloader().fetch(progressHandler: { value in phase = .running(value) }) }
    }
}
