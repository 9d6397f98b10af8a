import Combine
import Foundation
import SwiftUI

// A property set in a 'catch' block changes when an operation fails, not on every event of the
// stream around it: an unused object whose only fast-looking write is an error message is the
// audit profile's. A property the same stream writes on success still makes it a warning.

final class FeedImporter: ObservableObject {
    static let shared = FeedImporter()
    @Published var title = ""
    @Published var errorText = ""
    @Published var retries = 0
    @Published var lastSync = ""
    private var bag: AnyCancellable?

    func watch(_ feed: AnyPublisher<Data, Never>) {
        bag = feed.sink { [weak self] data in
            do {
                try self?.parse(data)
            } catch {
                self?.errorText = "\(error)"
            }
        }
    }

    func parse(_ data: Data) throws {}
}

final class FeedSyncer: ObservableObject {
    static let shared = FeedSyncer()
    @Published var title = ""
    @Published var errorText = ""
    @Published var retries = 0
    @Published var lastSync = ""
    private var bag: AnyCancellable?

    func watch(_ feed: AnyPublisher<Data, Never>) {
        bag = feed.sink { [weak self] _ in
            self?.lastSync = "now"
        }
    }
}

struct ImportPanel: View {
    @ObservedObject var importer: FeedImporter //~ observable_object_wide_dependency
    let rows: [String]

    var body: some View {
        List(rows, id: \.self) { row in
            Text(row)
        }
    }
}

struct SyncPanel: View {
    @ObservedObject var syncer: FeedSyncer //~ observable_object_wide_dependency
    let rows: [String]

    var body: some View {
        List(rows, id: \.self) { row in
            Text(row)
        }
    }
}

struct FeedScreen: View {
    var body: some View {
        VStack {
            ImportPanel(importer: .shared, rows: ["a", "b"])
            SyncPanel(syncer: .shared, rows: ["a", "b"])
        }
    }
}
