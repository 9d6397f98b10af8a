//! enable: state_initialized_from_parameter, state_not_private
// Both opt-in rules on one line.
import SwiftUI

struct Counter: View {
    @State var count: Int //~ state_not_private

    init(count: Int) {
        _count = State(initialValue: count) //~ state_initialized_from_parameter
    }

    var body: some View {
        Text("\(count)")
    }
}
