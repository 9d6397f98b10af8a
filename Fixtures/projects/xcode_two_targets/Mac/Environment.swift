import SwiftUI

extension EnvironmentValues {
    @Entry var macTheme = Theme()
}
