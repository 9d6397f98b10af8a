// #Preview in several forms, PreviewProvider, @ViewBuilder helpers, custom
// view modifiers, styles and generic container views.
import SwiftUI

// @cover swiftui.builders-modifiers
struct Card<Content: View, Footer: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content
    @ViewBuilder var footer: Footer

    init(_ title: String, @ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: () -> Footer = { EmptyView() }) {
        self.title = title
        self.content = content
        self.footer = footer()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content()
            Divider()
            footer
        }
        .modifier(CardStyle(elevation: 2))
    }
}

struct CardStyle: ViewModifier {
    var elevation: CGFloat
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background, in: .rect(cornerRadius: 12))
            .shadow(radius: elevation)
    }
}

extension View {
    func cardStyle(elevation: CGFloat = 2) -> some View { modifier(CardStyle(elevation: elevation)) }

    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .background(Capsule().fill(configuration.isPressed ? .gray : .blue))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

@ViewBuilder
func statusView(for count: Int) -> some View {
    if count == 0 {
        Text("Empty")
    } else if count < 10 {
        Text("\(count) items")
    } else {
        Label("Many", systemImage: "tray.full")
    }
}

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Card("Counter") {
            statusView(for: count)
            Stepper("Count", value: $count, in: 0...20)
        } footer: {
            Button("Reset") { count = 0 }
                .buttonStyle(PillButtonStyle())
        }
        .if(count > 5) { $0.border(.red) }
    }
}

// @cover swiftui.previews
#Preview {
    Counter()
}

#Preview("Card, dark") {
    Card("Preview") { Text("Body") }
        .preferredColorScheme(.dark)
        .padding()
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    statusView(for: count)
}

@available(iOS 17, *)
#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    let model = TaskListModel(repository: .preview)
    return RootView().environment(model)
}

#Preview("UIKit") { () -> UIViewController in
    let controller = UIViewController()
    controller.title = "Hosted"
    return controller
}

struct Counter_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Counter()
            Counter().environment(\.sizeCategory, .accessibilityLarge)
        }
        .previewLayout(.sizeThatFits)
    }
}
