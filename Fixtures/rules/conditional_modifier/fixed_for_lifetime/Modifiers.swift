import SwiftUI

// Function parameters that no call passes a changing value: 'container' is passed only the
// literal 'true' or left at its default; 'menu' is passed on unchanged to 'Tappable' and every
// call of 'tappable' passes a literal. 'highlighted' and 'pressed' are passed a changing value
// by some call (directly, or two calls away through 'pressable'): reported.
extension View {
    func rounded(_ radius: CGFloat, container: Bool = false) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
            .if(container) { $0.containerShape(RoundedRectangle(cornerRadius: radius)) }
    }

    func marked(highlighted: Bool = false) -> some View {
        self.if(highlighted) { $0.border(Color.yellow) } //~ conditional_modifier
    }

    func tappable(menu: Bool = true) -> some View {
        modifier(Tappable(menu: menu))
    }

    func pressable(pressed: Bool) -> some View {
        modifier(Pressable(pressed: pressed))
    }
}

struct Tappable: ViewModifier {
    var menu: Bool = true

    func body(content: Content) -> some View {
        content.if(menu) { $0.contextMenu { Text("Share") } }
    }
}

struct Pressable: ViewModifier {
    var pressed: Bool = false

    func body(content: Content) -> some View {
        content.if(pressed) { $0.scaleEffect(0.95) } //~ conditional_modifier
    }
}
