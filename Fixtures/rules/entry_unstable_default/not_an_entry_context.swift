// Only @Entry inside EnvironmentValues, Transaction, ContainerValues and FocusedValues extensions is
// checked; code that only mentions the pattern in comments or strings is never reported.
import SwiftUI

final class Repository {}

struct SettingsValues {
    var repository = Repository()
}

extension SettingsValues {
    static var fallback: SettingsValues { SettingsValues() }
}

// extension EnvironmentValues { @Entry var repository = Repository() }

/*
 extension EnvironmentValues {
     @Entry var repository = Repository()
 }
 */

let documentation = "extension EnvironmentValues { @Entry var repository = Repository() }"

let longDocumentation = """
    extension EnvironmentValues {
        @Entry var repository = Repository()
    }
    """

struct Reader: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(documentation)
    }
}
