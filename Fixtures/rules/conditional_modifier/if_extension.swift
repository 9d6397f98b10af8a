// The `.if(condition) { $0… }` pattern: the declaration and each call are reported.
// Decision: the declaration's finding is on the line of the function's name (after any attributes
// on earlier lines); a call's finding is on the line of the called member name.
import SwiftUI

extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View { //~ conditional_modifier
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Badge: View {
    let isOn: Bool
    let url: URL?

    var body: some View {
        VStack {
            Text("Padded")
                .if(isOn) { $0.padding() } //~ conditional_modifier
            Text("Bold")
                .font(.body)
                .if(!isOn) { view in //~ conditional_modifier
                    view.bold()
                }
            Text("Draggable")
                .if(url != nil) { $0.draggable(url!) } //~ conditional_modifier
        }
    }
}

// Styles are distinct types: no '.opacity(…)'-like conditional argument can choose one, so the
// advice is a style that reads the Bool.
extension View {
    @ViewBuilder
    func prominent(_ isProminent: Bool) -> some View { //~ conditional_modifier
        if isProminent {
            self.buttonStyle(.borderedProminent)
        } else {
            self.buttonStyle(.bordered)
        }
    }
}

struct StyledButtons: View {
    @State private var isSelected = false
    var body: some View {
        Button("Prominent") { isSelected.toggle() }
            .prominent(isSelected) //~ conditional_modifier
        Button("Transformed") { isSelected.toggle() }
            .if(isSelected) { $0.buttonStyle(.borderedProminent) } //~ conditional_modifier
        // A color is a value: the conditional argument still fits.
        Text("Color")
            .if(isSelected) { $0.foregroundStyle(.red) } //~ conditional_modifier
    }
}
