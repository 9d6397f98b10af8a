// @Entry is also valid in Transaction, ContainerValues and FocusedValues; all are checked.
import SwiftUI

final class AnimationLog {}
final class DocumentSession {}
final class RowMetrics {}

extension Transaction {
    @Entry var log = AnimationLog() //~ entry_unstable_default
    @Entry var isUserInitiated = false
}

extension ContainerValues {
    @Entry var metrics = RowMetrics() //~ entry_unstable_default
    @Entry var accent: Color = .accentColor
}

extension FocusedValues {
    @Entry var session = DocumentSession() //~ entry_unstable_default
    @Entry var focusedSession: DocumentSession?
}

public extension EnvironmentValues {
    @Entry var publicEntry = RowMetrics() //~ entry_unstable_default
}

extension SwiftUI.EnvironmentValues {
    @Entry var qualifiedExtension = RowMetrics() //~ entry_unstable_default
}

extension EnvironmentValues {
    #if os(iOS)
    @Entry var platformMetrics = RowMetrics() //~ entry_unstable_default
    #else
    @Entry var platformMetrics: RowMetrics? = nil
    #endif
}
