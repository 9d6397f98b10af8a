import SwiftUI

extension EnvironmentValues {
    @Entry var requestID = UUID() //~ entry_nondeterministic_default
    @Entry var startedAt = Date() //~ entry_nondeterministic_default
    @Entry var emptyID = UUID.zero
    @Entry var brand = Color.brand
}
