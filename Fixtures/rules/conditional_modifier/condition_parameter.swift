// The condition is the parameter the `if` tests, wherever it sits in the parameter list: a call
// that leaves it at its default cannot flip, whatever it passes for the other parameters. A getter
// that only checks the compiler and availability is one value for the run.
import SwiftUI

extension View {
    @ViewBuilder
    func bordered(_ color: Color = .gray, enabled: Bool = true) -> some View { //~ conditional_modifier
        if enabled {
            self.border(color)
        } else {
            self
        }
    }

    @ViewBuilder
    func applyIf(_ condition: Bool, apply: (Self) -> some View) -> some View { //~ conditional_modifier
        if condition {
            apply(self)
        } else {
            self
        }
    }
}

struct Warning: View {
    @State private var isExpanded = false

    private var needsLegacyShape: Bool {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) { false } else { true }
        #else
        true
        #endif
    }

    var body: some View {
        VStack {
            // Only the color is passed: 'enabled' stays true.
            Text("Update available").bordered(.orange)
            Text("Details").bordered(.gray, enabled: isExpanded) //~ conditional_modifier
            Button("Update") { isExpanded.toggle() }
                .applyIf(needsLegacyShape) { $0.buttonBorderShape(.roundedRectangle) }
                .applyIf(isExpanded) { $0.bold() } //~ conditional_modifier
        }
    }
}
