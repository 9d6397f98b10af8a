// A formatter made and never read is work for nothing: the advice is to delete it. One that is
// read keeps the 'static let' advice.
import Foundation
import SwiftUI

struct LeftoverRow: View {
    let date: Date

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        Text(date, format: .dateTime.day())
    }
}

struct ReadRow: View {
    let date: Date

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        Text(formatter.string(from: date))
    }
}

struct Rows: View {
    var body: some View {
        LeftoverRow(date: .now)
        ReadRow(date: .now)
    }
}
