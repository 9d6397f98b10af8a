// An object made in a local nothing reads is made for nothing: the advice is to delete it. A
// local that is read keeps the advice to own the object once.
import SwiftUI

final class SessionTracker {
    var events: [String] = []
    init() {}
}

struct TrackedScreen: View {
    var body: some View {
        let tracker = SessionTracker() //~ body_fresh_object
        Text("Hello")
    }
}

struct CountingScreen: View {
    var body: some View {
        let tracker = SessionTracker() //~ body_fresh_object
        Text("\(tracker.events.count) events")
    }
}
