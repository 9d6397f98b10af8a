// Views observing AppModel (5 @Published properties with its superclass's).
import SwiftUI

struct UnreadBadge: View {
    @EnvironmentObject var model: AppModel //~ observable_object_wide_dependency

    var body: some View {
        Text("\(model.unread)")
            .onTapGesture { model.refresh() }
    }
}

struct ThemeToggle: View {
    @ObservedObject var model: AppModel //~ observable_object_wide_dependency

    var body: some View {
        Text(self.model.theme)
            .onTapGesture { model.theme = "dark" }
    }
}

// Reads nothing while building: still re-evaluated on every change.
struct RefreshButton: View {
    @EnvironmentObject private var model: AppModel //~ observable_object_wide_dependency

    var body: some View {
        Button("Refresh") { model.refresh() }
    }
}

// Two properties and the object passed to a child: not reported.
struct Dashboard: View {
    @StateObject private var model = AppModel()

    var body: some View {
        VStack {
            Text(model.user)
            Text("\(model.unread)")
            UnreadBadge()
                .environmentObject(model)
            ThemeToggle(model: model)
        }
    }
}

// A computed property may read any published property: not reported.
struct Greeting: View {
    @EnvironmentObject var model: AppModel

    var body: some View {
        Text(model.greeting)
    }
}

// A helper outside view-building code reads it: the rule cannot see what body gets.
struct Status: View {
    @EnvironmentObject var model: AppModel

    var body: some View {
        Text(statusText)
    }

    var statusText: String { model.isLoading ? "…" : model.user }
}

// A binding to one property.
struct ThemeField: View {
    @ObservedObject var model: AppModel //~ observable_object_wide_dependency

    var body: some View {
        TextField("Theme", text: $model.theme)
    }
}

// Three published properties only.
struct SmallView: View {
    @ObservedObject var small: SmallModel

    var body: some View {
        Text("\(small.a)")
    }
}

// The body is split into an extension in the same file, which reads more.
struct SplitView: View {
    @ObservedObject var model: AppModel

    var body: some View {
        content
    }
}

extension SplitView {
    var content: some View {
        Text(model.user)
            .opacity(model.isLoading ? 0.5 : 1)
    }
}
