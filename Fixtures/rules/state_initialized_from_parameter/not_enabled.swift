// Opt-in: without the enable line, the same code produces no finding.
import SwiftUI

struct Counter: View {
    @State private var count: Int

    init(count: Int) {
        _count = State(initialValue: count)
    }

    var body: some View {
        Text("\(count)")
    }
}
