import SwiftUI

// Inputs fixed for one row identity: no construction passes 'showsDivider' or 'accent', 'compact'
// is a 'let' with a value, 'isWidget' and 'isSidebar' are never set to anything but literals.
// 'highlighted' is passed a changing value, 'tinted' is set by a builder method and 'isDense'
// and 'prefersLarge' can change: those calls are still reported. 'font' is only passed an
// implicit member built from literals (fixed); 'sized' a member built from state (changing).
struct Row: View {
    let title: String
    var showsDivider = false
    let compact: Bool = true
    var accent: Color?
    var highlighted = false
    var tinted = false
    var font: Font?
    var sized: Font?
    @Environment(\.isWidget) private var isWidget
    @Environment(\.isSidebar) private var isSidebar
    @Environment(\.isDense) private var isDense
    @Environment(\.prefersLarge) private var prefersLarge

    var body: some View {
        Text(title)
            .if(showsDivider) { $0.overlay(Divider(), alignment: .bottom) }
            .if(!compact && accent != nil) { $0.padding() }
            .if(isWidget || self.showsDivider) { $0.font(.caption) }
            .if(isSidebar) { $0.bold() }
            .if(font != nil) { $0.font(font) }
            .if(sized != nil) { $0.font(sized) } //~ conditional_modifier
            .if(highlighted) { $0.background(Color.yellow) } //~ conditional_modifier
            .if(tinted) { $0.foregroundStyle(.tint) } //~ conditional_modifier
            .if(isDense) { $0.padding(2) } //~ conditional_modifier
            .if(prefersLarge) { $0.font(.largeTitle) } //~ conditional_modifier
    }

    func tinted(_ on: Bool) -> Row {
        var copy = self
        copy.tinted = on
        return copy
    }
}
