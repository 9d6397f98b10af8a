//! enable: state_not_private
// State belongs to the view; a non-private @State can be set by a caller's memberwise init and then
// silently ignores later values.
import Combine
import SwiftUI

final class Model: ObservableObject {}

struct Settings: View {
    @State var count = 0 //~ state_not_private
    @State internal var name = "" //~ state_not_private
    @State public var isOn = false //~ state_not_private
    @StateObject var model = Model() //~ state_not_private
    @State
    var detached = 1 //~ state_not_private
    // Decision: private(set) still exposes the property to the memberwise init: reported.
    @State private(set) var readOnly = 0 //~ state_not_private

    var body: some View {
        Text("\(count)")
    }
}
