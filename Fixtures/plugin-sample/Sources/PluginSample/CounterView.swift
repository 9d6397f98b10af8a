// The SwiftUI part compiles only where SwiftUI exists; EntryLint reads every branch, so the
// build-tool plugin reports its findings on Linux too (the view is public: clients build it). `.ci/run` expects these two.
#if canImport(SwiftUI)
import SwiftUI

final class CounterStore: ObservableObject {
    @Published var count = 0; func increment() { count += 1 }
}

public struct CounterView: View {
    @ObservedObject var store = CounterStore()

    public var body: some View {
        Text("Count: \(store.count)").id(UUID()).transition(.slide)
    }
}
#endif

/// Something the Linux build compiles.
public func pluginSampleAnswer() -> Int { 42 }
