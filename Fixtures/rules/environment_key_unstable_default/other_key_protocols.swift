// FocusedValueKey and PreferenceKey conformances follow the same rule.
import SwiftUI

final class Document {}

struct SelectionSummary {
    var count = 0
    var anchor: Document?
}

private struct FocusedDocumentKey: FocusedValueKey {
    typealias Value = Document
}

private struct FreshPreferenceKey: PreferenceKey {
    static var defaultValue: SelectionSummary { SelectionSummary(count: 0, anchor: Document()) } //~ environment_key_unstable_default

    static func reduce(value: inout SelectionSummary, nextValue: () -> SelectionSummary) {
        value.count += nextValue().count
    }
}

private struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

private struct ComputedEmptyPreferenceKey: PreferenceKey {
    static var defaultValue: [CGFloat] { [] }

    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
        value.append(contentsOf: nextValue())
    }
}

// A type that is not a key: its computed `defaultValue` is nobody's environment default.
struct FormDefaults {
    static var defaultValue: Document { Document() }
}
