import SwiftUI

extension EnvironmentValues {
    @Entry var previewCache = ResultCache.preview //~ entry_unstable_default
    @Entry var implicitPreviewCache: ResultCache = .preview //~ entry_unstable_default
    @Entry var sharedCache = ResultCache.shared
    @Entry var implicitSharedCache: ResultCache = .shared
}
