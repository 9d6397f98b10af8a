// Environment values: @Entry in EnvironmentValues extensions, classic
// EnvironmentKey conformances, focused values, transaction and container keys.
import SwiftUI

// @cover swiftui.environment
struct AccentPaletteKey: EnvironmentKey {
    static let defaultValue: [Color] = [.blue, .teal]
}

private struct CompactModeKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var accentPalette: [Color] {
        get { self[AccentPaletteKey.self] }
        set { self[AccentPaletteKey.self] = newValue }
    }

    var isCompactMode: Bool {
        get { self[CompactModeKey.self] }
        set { self[CompactModeKey.self] = newValue }
    }

    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    @Entry var cornerRadius: CGFloat = 12
    @Entry var analytics: AnalyticsClient = .noop
    @Entry var onDelete: (@MainActor (Int) -> Void)? = nil
    @Entry var itemSpacing = 8.0
    @Entry public var locale2 = Locale(identifier: "en_US")
    @Entry var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}

extension FocusedValues {
    @Entry var selectedNote: Note?
}

extension Transaction {
    @Entry var isUserInitiated = false
}

extension ContainerValues {
    @Entry var badgeCount: Int = 0
}

@available(iOS 17, macOS 14, *)
extension EnvironmentValues {
    @Entry var newFeatureEnabled = true
}

extension View {
    func accentPalette(_ colors: [Color]) -> some View {
        environment(\.accentPalette, colors)
    }

    func compact(_ enabled: Bool = true) -> some View {
        self.environment(\.isCompactMode, enabled)
            .environment(\.cornerRadius, enabled ? 6 : 12)
    }
}

struct Theme: Sendable {
    var background: Color
    var foreground: Color
    static let standard = Theme(background: .white, foreground: .black)
}

struct AnalyticsClient: Sendable {
    var track: @Sendable (String) -> Void
    static let noop = AnalyticsClient(track: { _ in })
}

struct Note: Identifiable, Hashable { let id: UUID; var title: String }

struct ThemedCard: View {
    @Environment(\.theme) private var theme
    @Environment(\.cornerRadius) private var radius
    @Environment(\.isCompactMode) var compact
    @Environment(\.analytics) var analytics
    @Environment(\.onDelete) private var onDelete
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: compact ? 4 : 8) {
            Text(note.title)
                .font(compact ? .caption : .headline)
                .foregroundStyle(theme.foreground)
            Button("Delete", role: .destructive) {
                analytics.track("delete")
                onDelete?(note.title.count)
            }
        }
        .padding()
        .background(theme.background, in: RoundedRectangle(cornerRadius: radius))
        .transaction { $0.isUserInitiated = true }
    }
}
