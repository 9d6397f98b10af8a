// A custom container that walks its subviews by index has index identity too, but nothing shows
// that the subviews change while shown (no `.onDelete`, no mutation, no stateful rows): precision
// first, it is not reported.
import SwiftUI

struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            HStack {
                ForEach(subviews.indices, id: \.self) { index in
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
