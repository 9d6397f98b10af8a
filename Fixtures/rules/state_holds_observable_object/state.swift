// @State holding an ObservableObject class that is not @Observable.
import Combine
import Observation
import SwiftUI

final class LegacyModel: ObservableObject {
    @Published var count = 0
}

protocol StoreProtocol: ObservableObject {}

// Publishes through the superclass: the subclass's changes are missed too.
class BaseStore: StoreProtocol {
    @Published var items: [String] = []
}

final class FeedStore: BaseStore {}

@Observable
final class ModernModel {
    var count = 0
}

// Both: Observation tracks it, so @State is fine.
@Observable
final class Bridged: ObservableObject {
    var count = 0
}

final class PlainCache {}

// An ObservableObject that publishes nothing (no @Published, no objectWillChange): made once to
// hold its constants, so @State misses no change.
/// Deliberately no `@Published`: `objectWillChange` never fires (a comment is not code).
final class CacheOwner: ObservableObject {
    let cache = PlainCache()
}

// Announces by hand: @State misses it.
final class Ticker: ObservableObject {
    var ticks = 0 {
        willSet { objectWillChange.send() }
    }
}

// Lists standard protocols before ObservableObject and announces nothing: no superclass to
// inherit announcements from. One whose first name is a class we do not see may inherit them.
final class Stop: Codable, Hashable, ObservableObject {
    var code = ""
    static func == (a: Stop, b: Stop) -> Bool { a.code == b.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

final class RemoteStop: RemoteRecord, ObservableObject {}

struct Counter: View {
    @State private var model = LegacyModel() //~ state_holds_observable_object
    @State private var typed: LegacyModel = .init() //~ state_holds_observable_object
    @State private var feed = FeedStore() //~ state_holds_observable_object
    @State private var selected: LegacyModel?
    @StateObject private var owned = LegacyModel()
    @State private var modern = ModernModel()
    @State private var bridged = Bridged()
    @State private var cache = PlainCache()
    @State private var owner = CacheOwner()
    @State private var ticker = Ticker() //~ state_holds_observable_object
    @State private var stop = Stop()
    @State private var remote = RemoteStop() //~ state_holds_observable_object
    @State private var count = 0

    var body: some View {
        Text("\(model.count) \(stop.code) \(remote)")
    }
}

// A store that is both an ObservableObject and observable through Observation (as TCA's): fine.
final class Store<State>: ObservableObject {
    init(initialState: State) {}
}

extension Store: Perceptible {}

struct StoreHost: View {
    @State private var store = Store(initialState: 0)

    var body: some View { Text("") }
}
