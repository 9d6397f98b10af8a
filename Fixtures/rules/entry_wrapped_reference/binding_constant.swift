// `Binding.constant(x)` holds `x`: a new instance inside it is made on every read, like any
// other wrapper. A constant binding of a value or of a stored shared instance is stable.
import Combine
import SwiftUI

final class Provider: ObservableObject {
    static let shared = Provider()
    @Published var count = 0
}

extension EnvironmentValues {
    @Entry var provider: Binding<Provider> = .constant(Provider()) //~ entry_wrapped_reference
    @Entry var spelledProvider = Binding.constant(Provider()) //~ entry_wrapped_reference
    @Entry var specializedProvider = Binding<Provider>.constant(Provider()) //~ entry_wrapped_reference
}

// Stable: a value, a stored shared instance.
extension EnvironmentValues {
    @Entry var isEditing: Binding<Bool> = .constant(false)
    @Entry var sharedProvider: Binding<Provider> = .constant(.shared)
    @Entry var namedShared = Binding.constant(Provider.shared)
}
