import SwiftUI

// A leftover on its own line is wrapped in `#if DEBUG`, at its indentation.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Button("\(count)") { count += 1 }
    }
}

struct Logger: View {
    var body: some View {
        #if DEBUG
        let _ = Self._logChanges()
        #endif
        Text("log")
    }
}

// Already guarded: no finding.
struct Guarded: View {
    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Text("ok")
    }
}
