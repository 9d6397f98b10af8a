// The same pattern under other names and shapes: a fixed modifier under a Bool, a two-transform
// variant, and an attribute on its own line.
import SwiftUI

extension View {
    @ViewBuilder
    func highlighted(_ isOn: Bool) -> some View { //~ conditional_modifier
        if isOn {
            self.background(Color.yellow)
        } else {
            self
        }
    }

    // Its only call passes an '#available' result, fixed for the run: no call can flip, so the
    // declaration is no finding either.
    @ViewBuilder
    func `if`<Content: View, ElseContent: View>(
        _ condition: Bool,
        @ViewBuilder transform: (Self) -> Content,
        @ViewBuilder else elseTransform: (Self) -> ElseContent
    ) -> some View {
        if condition {
            transform(self)
        } else {
            elseTransform(self)
        }
    }

    @ViewBuilder func applyIf<Modified: View>(_ condition: Bool, _ modify: (Self) -> Modified) -> some View { //~ conditional_modifier
        if !condition {
            self
        } else {
            modify(self)
        }
    }
}

extension Bool {
    static var modernDesign: Bool {
        if #available(iOS 26, macOS 26, *) {
            return true
        } else {
            return false
        }
    }
}

struct TabView2: View {
    let isSelected: Bool

    var body: some View {
        HStack {
            Text("Tab")
                .highlighted(isSelected) //~ conditional_modifier
            Text("Close")
                // 'modernDesign' is an '#available' result: fixed for the run, never flips.
                .if(Bool.modernDesign) {
                    $0.clipShape(Circle())
                } else: {
                    $0.clipShape(RoundedRectangle(cornerRadius: 2))
                }
            Text("Inset")
                .applyIf(isSelected) { $0.padding(.leading, 10) } //~ conditional_modifier
        }
    }
}
