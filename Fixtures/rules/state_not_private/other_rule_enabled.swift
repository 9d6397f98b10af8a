//! enable: state_initialized_from_parameter
// Only the rule named on the enable line runs: the non-private @State is not reported here,
// the seeding from a parameter is.
import SwiftUI

struct Counter: View {
    @State var count: Int

    init(count: Int) {
        _count = State(initialValue: count) //~ state_initialized_from_parameter
    }

    var body: some View {
        Text("\(count)")
    }
}
