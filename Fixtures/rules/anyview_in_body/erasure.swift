// AnyView in view-building code; AnyView returned by plain functions and in previews is not reported.
import SwiftUI

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
    func card() -> some View { padding().background(.thinMaterial) }
}

struct Item: Identifiable {
    let id: Int
    let isFolder: Bool
}

struct FileRow: View {
    let item: Item

    var body: some View {
        if item.isFolder {
            AnyView(Label("Folder", systemImage: "folder")) //~ anyview_in_body
        } else {
            AnyView(Text("File"))
        }
    }
}

struct FileList: View {
    let items: [Item]

    var body: some View {
        // Every row erases the same type: a fixed slot, nothing to lose.
        List(items) { item in
            FileRow(item: item)
                .card()
                .eraseToAnyView()
        }
    }

    // Always a Text: a fixed slot.
    var header: AnyView {
        AnyView(Text("Files"))
    }
}

struct Router {
    // Not view-building: a factory method.
    func destination(for item: Item) -> AnyView {
        item.isFolder ? AnyView(FileList(items: [])) : AnyView(Text("File"))
    }
}

struct GoodRow: View {
    let item: Item

    @ViewBuilder
    var body: some View {
        if item.isFolder {
            Label("Folder", systemImage: "folder")
        } else {
            Text("File")
        }
    }
}

#Preview {
    AnyView(GoodRow(item: Item(id: 1, isFolder: true)))
}

// A model's type-erased view and a file-scope helper: erasure by design, outside views.
final class TabModel {
    var resolvedView: AnyView {
        AnyView(Text("Tab"))
    }
}

var galleryView: AnyView {
    AnyView(GoodRow(item: Item(id: 2, isFolder: false)))
}

// Erased only to be rendered to an image: the view is not placed in the tree.
struct ShareSheet: View {
    let card: GoodRow

    var body: some View {
        Image(uiImage: ImageRenderer(content: AnyView(card)).uiImage ?? UIImage())
    }
}
