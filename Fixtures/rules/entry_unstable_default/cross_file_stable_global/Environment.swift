// Stored globals and static lets declared in another file are stable.
import SwiftUI

extension EnvironmentValues {
    @Entry var repository = defaultRepository
    @Entry var namespacedRepository = Defaults.repository
}
