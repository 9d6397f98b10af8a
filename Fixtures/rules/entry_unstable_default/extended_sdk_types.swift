// A project extension of an SDK class (or of a typealias to one) says nothing about its kind:
// the class is still a class, and a stored static in the extension is still stable.
import Combine
import Foundation
import SwiftUI

extension JSONDecoder {
    static let app: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

typealias Events = PassthroughSubject<String, Never>

extension Events {
    func sendLater(_ value: String) { send(value) }
}

extension EnvironmentValues {
    @Entry var decoder = JSONDecoder() //~ entry_unstable_default
    @Entry var appDecoder = JSONDecoder.app
    @Entry var events = Events() //~ entry_unstable_default
}
