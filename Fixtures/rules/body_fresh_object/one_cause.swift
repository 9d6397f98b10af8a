// An immediately-invoked closure and the constructor inside it are one cause: one finding.
// A copy of the same pattern for the same child in the same view is the same cause too: a note
// on the first site's finding (`repeated_sites.swift`).
import SwiftUI

final class Tracker: ObservableObject {
    @Published var count = 0
    init() {}
    func track() { count += 1 }
}

struct TrackerBadge: View {
    @ObservedObject var tracker: Tracker
    var body: some View { Text("t") }
}

struct Dashboard: View {
    var body: some View {
        let tracker = { let t = Tracker(); return t }() //~ body_fresh_object
        TrackerBadge(tracker: tracker)
        TrackerBadge(tracker: { Tracker() }()) //~ body_fresh_object
        TrackerBadge(tracker: { Tracker() }())
    }
}
