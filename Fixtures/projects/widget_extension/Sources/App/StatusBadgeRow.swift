import SwiftUI
import Shared

// The same call in a live app view with state: the new style is reported (the closure is not the
// cause: the style is new on every evaluation too).
struct StatusBadgeRow: View {
    @State private var taps = 0

    var body: some View {
        Badge(style: BadgeStyle(), onTap: { taps += 1 }) //~ body_fresh_object
    }
}
