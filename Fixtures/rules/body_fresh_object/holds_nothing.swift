// Replacing an observable object loses state only if it holds some: a published property written
// after it is made (by the child, in an action), or work its initializer starts again. A sheet's
// model that only wraps what it is given (its properties set in 'init', from the parent's values)
// holds nothing a new one would not: the audit profile's, with a note that says so.
import SwiftUI

final class AppSettings {
    var volume = 0.5
}

final class SettingsSheetModel: ObservableObject {
    let name: String
    @Published var settings: AppSettings

    init(name: String, settings: AppSettings) {
        self.name = name
        self.settings = settings
    }
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    @Published var isSaving = false
}

final class FeedLoader: ObservableObject {
    @Published var rows: [String]

    init(source: String) {
        rows = []
        Task { try? await Task.sleep(nanoseconds: 1) }
    }
}

struct SettingsSheet: View {
    @ObservedObject var model: SettingsSheetModel
    var body: some View { Text(model.name) }
}

struct DraftEditor: View {
    @ObservedObject var model: DraftModel
    var body: some View {
        TextField("Draft", text: $model.text)
        Button("Save") { model.isSaving = true }
    }
}

struct FeedList: View {
    @ObservedObject var loader: FeedLoader
    var body: some View { List(loader.rows, id: \.self) { Text($0) } }
}

struct LibraryScreen: View {
    let settings: AppSettings
    @State private var showsSettings = false
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            DraftEditor(model: DraftModel()) //~ body_fresh_object
            FeedList(loader: FeedLoader(source: filter)) //~ body_fresh_object
        }
        .sheet(isPresented: $showsSettings) {
            SettingsSheet(model: SettingsSheetModel(name: filter, settings: settings)) //~ body_fresh_object
        }
    }
}
