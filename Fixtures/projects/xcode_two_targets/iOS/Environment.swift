import SwiftUI

extension EnvironmentValues {
    @Entry var theme = Theme() //~ entry_unstable_default
}
