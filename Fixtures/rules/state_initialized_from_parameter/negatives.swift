//! enable: state_initialized_from_parameter
// Not from a parameter (literals, statics), not State (StateObject's documented autoclosure init),
// not in an init, or assigned to a plain stored property.
import Combine
import SwiftUI

final class LikeModel: ObservableObject {
    init(itemID: Int) {}
}

struct LikeButton: View {
    static let defaultCount = 0

    @State private var isOn: Bool
    @State private var count: Int
    @StateObject private var model: LikeModel
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        _isOn = State(initialValue: false)
        _count = State(initialValue: Self.defaultCount)
        _model = StateObject(wrappedValue: LikeModel(itemID: itemID))
    }

    var body: some View {
        Text("\(count)")
    }

    func reset(to value: Int) -> State<Int> {
        State(initialValue: value)
    }
}
