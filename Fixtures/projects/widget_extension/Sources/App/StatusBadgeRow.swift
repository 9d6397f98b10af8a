import SwiftUI
import Shared

// The same call in a live app view with state: both are reported.
struct StatusBadgeRow: View {
    @State private var taps = 0

    var body: some View {
        Badge(style: BadgeStyle(), onTap: { taps += 1 }) //~ body_fresh_object, body_closure_argument
    }
}
