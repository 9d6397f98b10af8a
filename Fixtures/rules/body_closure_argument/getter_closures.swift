import SwiftUI

// A closure the child calls for a value (`isSelected: () -> Bool`) is how that value reaches it:
// an '==' that ignored it would freeze the checkmark. The advice is to pass the value, which the
// child compares. A closure it calls on a tap keeps the Equatable advice.
struct TagLabel: View {
    let title: String
    var isSelected: (() -> Bool)?

    var body: some View {
        HStack {
            TagBadge(title: title)
            if let isSelected, isSelected() { Image(systemName: "checkmark") }
        }
    }
}

struct TagButton: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) { TagBadge(title: title) }
    }
}

struct TagBadge: View {
    let title: String
    @State private var isHovered = false

    var body: some View {
        Text(title)
            .padding(4)
            .background(isHovered ? Color.gray : Color.clear)
            .onHover { isHovered = $0 }
    }
}

struct TagPicker: View {
    let tags: [String]
    @State private var selected: String?

    var body: some View {
        List(tags, id: \.self) { tag in
            TagLabel(title: tag, isSelected: { tag == selected }) //~ body_closure_argument
            TagButton(title: tag, onTap: { selected = tag }) //~ body_closure_argument
        }
    }
}

struct TagApp: App {
    var body: some Scene {
        WindowGroup { TagPicker(tags: []) }
    }
}
