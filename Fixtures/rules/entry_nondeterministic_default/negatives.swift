// Deterministic values that only look time- or identity-related.
import Foundation
import SwiftUI

struct Range2 {
    var lower = 0
    var upper = 10
}

extension EnvironmentValues {
    @Entry var epoch = Date(timeIntervalSince1970: 1_700_000_000)
    @Entry var referenceDate = Date(timeIntervalSinceReferenceDate: 0)
    @Entry var distantFuture: Date = .distantFuture
    @Entry var nilID: UUID? = nil
    @Entry var parsedID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    @Entry var maybeDate: Date?
    @Entry var range = Range2()
    @Entry var sorted = [3, 1, 2].sorted()
    @Entry var interval: TimeInterval = 30
    @Entry var randomLabel = "random"
    @Entry var nowLabel = "now"
    // The word UUID() in a comment or a string is not a call: "UUID()".
    @Entry var uuidDocumentation = "Use UUID() to make a new identifier"
}
