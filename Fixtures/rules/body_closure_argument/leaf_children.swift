// A child whose body lays out only SDK views, and little of them, is a leaf: re-evaluating it
// builds what its content written inline in the parent would, so a new closure wastes nothing.
// `#if` and `#available` branches count toward its size; members the body renders are part of
// it, and so are the bodies of the project's `View` extension members it applies (`.cardStyle()`,
// a conditional `.if(…)`) and of the project styles and modifiers it constructs, read as if
// written inline. Counter-examples still reported: a child that renders a project view
// (directly, through a member, a `View` extension or a style), applies a modifier passed as a
// value or an extension member declared twice, calls a project function that returns a view,
// repeats content per element, or has a large body.
import SwiftUI

struct DestructiveButton<Label: View>: View {
    private let action: () -> Void
    private let label: Label

    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        if #available(iOS 15, macOS 12, *) {
            #if os(iOS)
            Button(role: .destructive, action: action) { label.foregroundColor(.red) }
            #else
            Button(role: .destructive, action: action) { label }
            #endif
        } else {
            Button(action: action) { label }
        }
    }
}

struct ToolbarButton: View {
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) { icon }
            .buttonStyle(.plain)
            .frame(height: 23)
    }

    private var icon: some View {
        Image(systemName: systemImage).imageScale(.large)
    }
}

struct Avatar: View {
    var body: some View { Circle().frame(width: 24, height: 24) }
}

struct ProfileButton: View {
    let action: () -> Void
    var body: some View { Button(action: action) { avatar } }
    private var avatar: some View { Avatar() }
}

struct StyledButton: View {
    let action: () -> Void
    var body: some View { Button("Go", action: action).cardStyle() }
}

struct ModifiedButton: View {
    let action: () -> Void
    var body: some View { Button("Go", action: action).modifier(Shine()) }
}

struct Shine: ViewModifier {
    func body(content: Content) -> some View { content.shadow(radius: 2) }
}

// A project style or modifier's one rendering method is read inline too; one that renders a
// project view, or a modifier passed as a value, is project code of its own.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(Capsule().fill(.blue)).opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct BadgedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.overlay { Avatar() }
    }
}

struct PillButton: View {
    let action: () -> Void
    var body: some View { Button("Go", action: action).buttonStyle(PillStyle()) }
}

struct BadgedButton: View {
    let action: () -> Void
    var body: some View { Button("Go", action: action).buttonStyle(BadgedStyle()) }
}

struct ChosenModifierButton: View {
    let shine: Shine
    let action: () -> Void
    var body: some View { Button("Go", action: action).modifier(shine) }
}

// Arithmetic in frames and conditions weighs little beside the views themselves: still a leaf.
struct KeypadKey: View {
    let image: Image?
    let scale: Double
    let compact: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            ZStack {
                Circle().fill(Color.white.opacity(0.12)).frame(width: 78, height: 78)
                if let image {
                    if compact {
                        image.resizable().frame(width: CGFloat(Float(scale) * 2.0 / 3.0 + 1), height: CGFloat(Float(scale) * 2.0 / 3.0 + 1))
                    } else {
                        image.resizable().frame(width: CGFloat(Float(scale) / 2.1 - 4), height: CGFloat(Float(scale) / 2.1 - 4))
                    }
                } else {
                    Image(systemName: "plus").font(.system(size: 28, weight: .bold)).foregroundColor(.white)
                }
            }
            .frame(width: 80, height: 80)
        }
    }
}

// SwiftUI's `.simultaneousGesture(_:)`, not the project's `simultaneousGesture(config:)`.
struct TapToggle: View {
    let isOn: Bool
    let action: () -> Void
    var body: some View {
        Toggle("On", isOn: .constant(isOn)).simultaneousGesture(TapGesture().onEnded { action() })
    }
}

// Content repeated per element costs with the data: no leaf, however short.
struct OptionPicker: View {
    let options: [String]
    let onPick: (String) -> Void
    var body: some View {
        List(options, id: \.self) { option in Button(option) { onPick(option) } }
    }
}

struct AvatarButton: View {
    let action: () -> Void
    var body: some View { Button("Me", action: action).withAvatar() }
}

struct ToggledButton: View {
    let bold: Bool
    let action: () -> Void
    var body: some View { Button("Go", action: action).if(bold) { $0.bold() } } //~ conditional_modifier
}

struct TintedButton: View {
    let action: () -> Void
    var body: some View { Button("Go", action: action).tinted() }
}

extension View {
    func cardStyle() -> some View { padding().background(.thinMaterial) }
    func withAvatar() -> some View { overlay(alignment: .topTrailing) { Avatar() } }
    func simultaneousGesture(config: Int) -> some View { overlay { Avatar() } }
    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
    #if os(iOS)
    func tinted() -> some View { tint(.blue) }
    #else
    func tinted() -> some View { tint(.red) }
    #endif
}

struct SettingsForm: View {
    let onSave: () -> Void
    @State private var name = ""
    @State private var email = ""
    @State private var notify = true

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                Toggle("Notifications", isOn: $notify)
            }
            Section("Appearance") {
                Text("Theme").font(.headline).foregroundStyle(.secondary)
                Text("Text size").font(.headline).foregroundStyle(.secondary)
                Text("Icons").font(.headline).foregroundStyle(.secondary)
                Text("Sounds").font(.headline).foregroundStyle(.secondary)
                Text("Layout").font(.headline).foregroundStyle(.secondary)
            }
            Section("About") {
                Text("Version").font(.footnote).foregroundStyle(.tertiary)
                Text("Licenses").font(.footnote).foregroundStyle(.tertiary)
                Text("Privacy").font(.footnote).foregroundStyle(.tertiary)
                Text("Support").font(.footnote).foregroundStyle(.tertiary)
            }
            Button("Save", action: onSave).buttonStyle(.borderedProminent).controlSize(.large)
        }
    }
}

// A project global that returns a String is no view code; one that returns a view is.
func localized(_ key: String) -> String { key }
func badge(_ text: String) -> some View { Text(text).padding(4).background(.red) }

struct DoneButton: View {
    let action: () -> Void
    var body: some View { Button(localized("Done"), action: action) }
}

struct BadgeButton: View {
    let action: () -> Void
    var body: some View { Button(action: action) { badge("3") } }
}

struct Screen: View {
    @State private var count = 0

    var body: some View {
        VStack {
            DestructiveButton(action: { count = 0 }) { Text("Reset") }
            ToolbarButton(systemImage: "plus", action: { count += 1 })
            DoneButton(action: { count += 1 })
            BadgeButton(action: { count += 1 }) //~ body_closure_argument
            ProfileButton(action: { count += 1 }) //~ body_closure_argument
            StyledButton(action: { count += 1 })
            ToggledButton(bold: count > 3, action: { count += 1 })
            KeypadKey(image: nil, scale: 3, compact: true, action: { count += 1 })
            TapToggle(isOn: count > 0, action: { count += 1 })
            OptionPicker(options: ["a", "b"], onPick: { _ in count += 1 }) //~ body_closure_argument
            AvatarButton(action: { count += 1 }) //~ body_closure_argument
            TintedButton(action: { count += 1 }) //~ body_closure_argument
            ModifiedButton(action: { count += 1 })
            PillButton(action: { count += 1 })
            BadgedButton(action: { count += 1 }) //~ body_closure_argument
            ChosenModifierButton(shine: Shine(), action: { count += 1 }) //~ body_closure_argument
            SettingsForm(onSave: { count += 1 }) //~ body_closure_argument
        }
    }
}
