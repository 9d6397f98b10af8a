import SwiftUI

extension EnvironmentValues {
    @Entry var library: Library = Library()
}
