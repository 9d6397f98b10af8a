// The rule applies wherever ForEach appears: computed view properties, @ViewBuilder functions,
// nested containers.
import SwiftUI

struct Step: Hashable {
    var title: String
}

struct StepDot: View {
    let step: Step

    var body: some View {
        Circle().frame(width: 6, height: 6).help(step.title)
    }
}

struct StepsView: View {
    @Binding var steps: [Step]

    var body: some View {
        ScrollView {
            LazyVStack {
                header
                rows(for: steps)
            }
        }
    }

    private func moveUp(_ index: Int) {
        steps.swapAt(index, index - 1)
    }

    private var header: some View {
        HStack {
            ForEach(steps.indices, id: \.self) { index in //~ foreach_unstable_id
                StepDot(step: steps[index])
            }
        }
    }

    @ViewBuilder
    private func rows(for steps: [Step]) -> some View {
        ForEach(Array(steps.enumerated()), id: \.offset) { offset, step in //~ foreach_unstable_id
            StepDot(step: step)
        }
    }
}

// Not SwiftUI: the same words in a comment or a string are not code.
// ForEach(Array(steps.enumerated()), id: \.offset) { _, step in Text(step.title) }
let snippet = "ForEach(items.indices, id: \\.self) { i in Text(items[i]) }"
