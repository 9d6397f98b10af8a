import SwiftUI

extension EnvironmentValues {
    @Entry var client = Services.Client() //~ entry_unstable_default
    @Entry var implicitClient: Services.Client = .init() //~ entry_unstable_default
    @Entry var configuration = Services.Configuration()
}
