// `.id(UUID())` on an indeterminate ProgressView restarts a spinner that stopped animating in a
// reused row: it holds no state, and a new one is the point. A determinate ProgressView or any
// other view given a fresh id is still reported.
import SwiftUI

struct LoadingRow: View {
    let progress: Double
    let title: String

    var body: some View {
        VStack {
            ProgressView()
                .id(UUID())
            ProgressView("Loading").controlSize(.small).id(UUID())
            ProgressView(value: progress).id(UUID()) //~ fresh_id_modifier
            Text(title).id(UUID()) //~ fresh_id_modifier
        }
    }
}
