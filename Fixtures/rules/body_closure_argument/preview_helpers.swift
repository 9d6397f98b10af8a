// Closures handed to views inside previews and their private helpers are not reported.
import SwiftUI

struct Stepper2: View {
    let onStep: () -> Void
    var body: some View { Text("step") }
}

private struct StepperHost: View {
    @State private var steps = 0
    var body: some View {
        Stepper2 { steps += 1 }
    }
}

#Preview {
    StepperHost()
}
