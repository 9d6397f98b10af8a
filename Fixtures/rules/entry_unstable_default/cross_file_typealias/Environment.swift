// Typealiases, even chained ones declared in another file, resolve to the class.
import SwiftUI

extension EnvironmentValues {
    @Entry var library = Library() //~ entry_unstable_default
    @Entry var chainedLibrary = LibraryAlias() //~ entry_unstable_default
    @Entry var annotatedLibrary: Library = .init() //~ entry_unstable_default
}
