// A dependency container whose argument is a generic typealias of an SDK class.
import Combine
import SwiftUI

typealias Store<State> = CurrentValueSubject<State, Never>

struct AppState: Equatable {
    var isLoggedIn = false
}

struct Interactors {
    var retries: Int
    static var stub: Interactors { Interactors(retries: 0) }
}

struct DIContainer {
    let appState: Store<AppState>
    let interactors: Interactors
}

extension EnvironmentValues {
    @Entry var injected = DIContainer(appState: Store<AppState>(AppState()), interactors: .stub) //~ entry_wrapped_reference
    @Entry var subject: Store<Int> = .init(0) //~ entry_unstable_default
    @Entry var interactors: Interactors = .stub
}
