import SwiftUI
import Shared

// A widget view is rendered once per timeline entry: a new object or closure per render saves
// nothing to avoid.
struct StatusBadgeView: View {
    let entry: StatusEntry

    var body: some View {
        Badge(style: BadgeStyle(), onTap: { print(entry.title) })
    }
}
