import SwiftUI

// Extensions add members to SDK types; they do not make them project types.
extension UUID {
    static let zero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    var short: String { String(uuidString.prefix(8)) }
}

extension Date {
    var isToday: Bool { Calendar.current.isDateInToday(self) }
    static var startOfToday: Date { Calendar.current.startOfDay(for: Date()) }
}

extension Color {
    static let brand = Color.orange
}
