import SwiftUI

// Conditions fixed for a view's whole life, from how the project makes it:
// - 'isFreeform' is a required 'let' that every construction passes a literal;
// - 'passesSize' is set to a literal by each explicit initializer, 'isPlain' from a labelled
//   parameter that every construction passes a literal or leaves at its default.
// 'isEmphasized' and 'isWide' are passed changing values somewhere: those calls are reported.
struct Banner: View {
    let title: String
    let isFreeform: Bool
    let isEmphasized: Bool

    var body: some View {
        Text(title)
            .if(!isFreeform) { $0.padding() }
            .if(isEmphasized) { $0.bold() } //~ conditional_modifier
    }
}

struct Panel<Content: View>: View {
    private let passesSize: Bool
    private let isPlain: Bool
    private let isWide: Bool
    private let content: Content

    init(plain: Bool = false, wide: Bool = false, @ViewBuilder content: () -> Content) {
        self.passesSize = false
        self.isPlain = plain
        self.isWide = wide
        self.content = content()
    }

    init(sized: Bool, @ViewBuilder content: () -> Content) {
        self.passesSize = true
        self.isPlain = true
        self.isWide = false
        self.content = content()
    }

    var body: some View {
        content
            .if(passesSize) { $0.frame(maxWidth: .infinity) }
            .if(isPlain) { $0.background(Color.clear) }
            .if(isWide) { $0.frame(width: 600) } //~ conditional_modifier
    }
}
