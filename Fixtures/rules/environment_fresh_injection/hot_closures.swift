// A closure literal injected into the environment holds no state to lose: it costs its readers a
// re-evaluation each time the injecting body runs. The snapshot marks which are default warnings:
// only where the body re-evaluates more than once a second and some view reads the key.
import SwiftUI

extension EnvironmentValues {
    @Entry var openFeed: ((Int) -> Void)? = nil
    @Entry var logTap: (() -> Void)? = nil
}

struct FeedRow: View {
    @Environment(\.openFeed) private var openFeed
    let id: Int
    var body: some View {
        Button("Feed \(id)") { openFeed?(id) }
    }
}

// A refresh's progress ticks re-evaluate the body: every row reading 'openFeed' goes with it.
struct RefreshingHome: View {
    @State private var progress = 0.0
    @State private var path: [Int] = []
    private let ticker = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            ProgressView(value: progress)
            ForEach(0..<20, id: \.self) { FeedRow(id: $0) }
        }
        .environment(\.openFeed, { path.append($0) }) //~ environment_fresh_injection
        // Nothing reads 'logTap': the readers it would invalidate do not exist (audit).
        .environment(\.logTap, { print("tap") }) //~ environment_fresh_injection
        .onReceive(ticker) { _ in progress += 0.01 }
    }
}

// Counter-example: re-evaluated only on a tap, the same injection is the audit profile's.
struct QuietHome: View {
    @State private var path: [Int] = []
    @State private var showsAll = false
    var body: some View {
        VStack {
            Toggle("All", isOn: $showsAll)
            Text(showsAll ? "all" : "some")
            ForEach(0..<20, id: \.self) { FeedRow(id: $0) }
        }
        .environment(\.openFeed, { path.append($0) }) //~ environment_fresh_injection
    }
}
