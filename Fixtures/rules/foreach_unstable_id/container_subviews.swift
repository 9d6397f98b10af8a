// A custom container that walks its subviews by index has index identity too.
import SwiftUI

struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            HStack {
                ForEach(subviews.indices, id: \.self) { index in //~ foreach_unstable_id
                    subviews[index]
                }
            }
        }
    }
}

// Iterating the subview collection itself keeps each subview's own identity.
struct Stack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                subview
            }
        }
    }
}
