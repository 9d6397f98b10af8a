// An immediately-invoked closure runs on every read: what it returns decides.
import Foundation
import SwiftUI

final class Repository {}

extension EnvironmentValues {
    @Entry var singleExpression = { Repository() }() //~ entry_unstable_default
    @Entry var configuredDecoder: JSONDecoder = { //~ entry_unstable_default
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
    @Entry var explicitReturn: Repository = { //~ entry_unstable_default
        return Repository()
    }()
}

// Closures that return a literal or a stored value are stable.
private let sharedRepository = Repository()

extension EnvironmentValues {
    @Entry var pageSize: Int = { 20 }()
    @Entry var repositoryFromStorage: Repository = { sharedRepository }()
}
