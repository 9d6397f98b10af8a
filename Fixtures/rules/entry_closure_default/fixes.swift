// The fixes: an optional closure with nil (or no default), a stored global closure, or a stable
// value type with callAsFunction.
import SwiftUI

let ignoreTap: () -> Void = {}

struct SubmitAction {
    var label = "submit"

    func callAsFunction(_ draft: String) {}
}

extension EnvironmentValues {
    @Entry var onTap: (() -> Void)? = nil
    @Entry var onLongPress: (() -> Void)?
    @Entry var onDoubleTap: Optional<() -> Void> = .none
    @Entry var storedTap: () -> Void = ignoreTap
    @Entry var submit = SubmitAction()
    @Entry var implicitSubmit: SubmitAction = .init()
}

// An immediately-invoked closure is not a closure default: its result is what is stored.
extension EnvironmentValues {
    @Entry var retries: Int = { 3 }()
}

struct Editor: View {
    @Environment(\.submit) private var submit
    @Environment(\.onTap) private var onTap

    var body: some View {
        Button("Send") {
            submit("hello")
            onTap?()
        }
    }
}
