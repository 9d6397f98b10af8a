// Injecting what the view owns (@State, @StateObject, stored lets), shared instances, plain values,
// and anything created in deferred code.
import Foundation
import Observation
import SwiftUI

final class ThumbnailRepository {
    static let shared = ThumbnailRepository()
}

@Observable
final class LibraryModel {
    var books: [String] = []
}

final class SessionStore: ObservableObject {
    static let shared = SessionStore()
    @Published var user: String?
}

enum MapDetail: Equatable {
    case reduced, complete
}

extension EnvironmentValues {
    @Entry var thumbnailRepository: ThumbnailRepository?
    @Entry var mapDetail = MapDetail.complete
    @Entry var pageSize = 20
    @Entry var loadedAt: Date?
}

@main
struct LibraryApp: App {
    @State private var library = LibraryModel()
    @StateObject private var session = SessionStore()
    private let repository = ThumbnailRepository()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(library)
                .environmentObject(session)
                .environment(\.thumbnailRepository, repository)
                .environmentObject(SessionStore.shared)
                .environment(\.thumbnailRepository, .shared)
        }
    }
}

struct RootView: View {
    @State private var detail = MapDetail.complete
    @State private var presented: AnyView?
    @Environment(LibraryModel.self) private var library

    var body: some View {
        VStack {
            Text("Map")
                .environment(\.mapDetail, detail)
                .environment(\.mapDetail, .reduced)
                .environment(\.pageSize, 50)
                .environment(\.locale, Locale(identifier: "es_ES"))
                .environment(\.colorScheme, .dark)
                .environment(library)
            // Decision: a nondeterministic value type (Date()) is neither a fresh reference nor a
            // closure literal; this rule does not report it.
            Text("Clock")
                .environment(\.loadedAt, Date())
            // Decision: a framework action struct built from a closure is a value, not a closure
            // literal; not reported.
            Text("Links")
                .environment(\.openURL, OpenURLAction { _ in .handled })
        }
        .onAppear {
            presented = AnyView(Text("Later").environment(LibraryModel()))
        }
        .task {
            presented = AnyView(Text("Task").environmentObject(SessionStore()))
        }
    }
}
