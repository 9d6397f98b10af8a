// Actors and @Observable / ObservableObject classes are reference types too.
import Observation
import SwiftUI

actor ImageLoader {
    private var inFlight: [URL: Task<Data, Error>] = [:]
}

@Observable
final class NavigationCoordinator {
    var path: [String] = []
}

@MainActor
final class PresentationCoordinator: ObservableObject {
    @Published var sheet: String?
}

@Observable
final class TabState {
    var selected = 0
}

extension EnvironmentValues {
    @Entry var imageLoader = ImageLoader() //~ entry_unstable_default
    @Entry var navigationCoordinator = NavigationCoordinator() //~ entry_unstable_default
    @Entry var presentationCoordinator: PresentationCoordinator = .init() //~ entry_unstable_default
    @Entry var tabState: TabState = .init() //~ entry_unstable_default
}
