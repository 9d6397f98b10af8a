// Not the pattern: conditional arguments, availability checks (constant for the process), optional
// bindings (decision: only Bool conditions), @ViewBuilder functions that choose between unrelated
// content, and ternaries that keep one view type.
import SwiftUI

extension View {
    @ViewBuilder
    func glassIfAvailable() -> some View {
        if #available(iOS 26, *) {
            self.padding(2)
        } else {
            self
        }
    }

    @ViewBuilder
    func badge(count: Int?) -> some View {
        if let count {
            self.overlay(Text("\(count)"))
        } else {
            self
        }
    }

    func dimmed(_ isDimmed: Bool) -> some View {
        opacity(isDimmed ? 0.4 : 1)
    }
}

extension Text {
    func emphasized(_ isOn: Bool) -> Text {
        isOn ? self.bold() : self
    }
}

enum LoadState {
    case loading, loaded([String]), failed
}

struct ContentView: View {
    let isOn: Bool
    let state: LoadState

    var body: some View {
        VStack {
            Text("Fade")
                .opacity(isOn ? 1 : 0)
                .padding(isOn ? 8 : 0)
                .dimmed(!isOn)
                .glassIfAvailable()
                .badge(count: isOn ? 3 : nil)
            Text("Strong").emphasized(isOn)
            content(for: state)
            if isOn {
                ProgressView()
            } else {
                Text("Idle")
            }
        }
    }

    @ViewBuilder
    private func content(for state: LoadState) -> some View {
        switch state {
        case .loading:
            ProgressView()
        case .loaded(let items):
            List(items, id: \.self) { Text($0) }
        case .failed:
            Text("Failed")
        }
    }

    @ViewBuilder
    private func banner(_ visible: Bool) -> some View {
        if visible {
            Text("Banner")
        } else {
            EmptyView()
        }
    }
}
