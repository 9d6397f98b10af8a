import SwiftUI

// A view modifier whose state an action writes: the wobble it animates while editing.
struct Wobble: ViewModifier {
    let isActive: Bool
    @State private var degrees: Double = 0

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(degrees))
            .onChange(of: isActive) { _, active in
                withAnimation(.easeInOut(duration: 0.15).repeatForever()) { degrees = active ? 2 : 0 }
            }
    }
}

extension View {
    func wobble(isActive: Bool) -> some View {
        modifier(Wobble(isActive: isActive))
    }

    // Applies the modifier above through another helper: followed to it.
    func editableTile(isEditing: Bool) -> some View {
        self
            .opacity(isEditing ? 0.6 : 1)
            .wobble(isActive: isEditing)
    }

    // Only restyles: no state of its own.
    func dimmedTile(isDimmed: Bool) -> some View {
        self.opacity(isDimmed ? 0.6 : 1).padding(4)
    }
}
