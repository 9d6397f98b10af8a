// The class is declared in another file; the index must know it before this file is checked.
import SwiftUI

extension EnvironmentValues {
    @Entry var thumbnailRepository = ThumbnailRepository() //~ entry_unstable_default
}
