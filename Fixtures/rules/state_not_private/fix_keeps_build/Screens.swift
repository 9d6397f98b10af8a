//! enable: state_not_private
import SwiftUI

struct Home: View {
    let meter = Meter()

    var body: some View {
        VStack {
            Badge(label: "New")
            Spinner()
            Stepper2(start: 3)
            Text("\(meter.level)")
        }
    }
}

extension Ticker {
    func reset() -> Int { ticks * 0 }
}
