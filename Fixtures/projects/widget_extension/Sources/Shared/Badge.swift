import SwiftUI

public final class BadgeStyle {
    public init() {}
    public var tint = Color.red
}

public struct Badge: View {
    public let style: BadgeStyle
    public let onTap: () -> Void

    public init(style: BadgeStyle, onTap: @escaping () -> Void) {
        self.style = style
        self.onTap = onTap
    }

    public var body: some View {
        Circle().fill(style.tint).overlay(BadgeGlyph()).onTapGesture(perform: onTap)
    }
}

public struct BadgeGlyph: View {
    public init() {}
    public var body: some View { Image(systemName: "star") }
}
