import SwiftUI

extension View {
    @ViewBuilder
    func tileDraggable(editing: Bool) -> some View { //~ conditional_modifier
        if editing {
            self.onDrag { NSItemProvider() }
        } else {
            self
        }
    }
}
