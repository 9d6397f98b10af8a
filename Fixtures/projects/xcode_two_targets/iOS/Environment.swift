import SwiftUI

extension EnvironmentValues {
    @Entry var theme = Theme() //~ entry_unstable_default
    @Entry var palette = Palette() //~ entry_unstable_default
}
