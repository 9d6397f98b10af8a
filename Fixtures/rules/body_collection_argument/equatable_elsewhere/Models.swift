// The element types are declared here; whether they are Equatable is said in other files.
import Foundation

struct Photo: Identifiable {
    let id: UUID
    let caption: String
}

struct Album: Identifiable {
    let id: UUID
    let title: String
}

protocol Catalogued: Hashable {
    var code: String { get }
}

struct Product: Catalogued {
    let code: String
}
