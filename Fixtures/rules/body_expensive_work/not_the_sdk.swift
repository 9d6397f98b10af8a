// Project types named like Foundation's, value-type formatting, and non-decoding `decode` calls.
import SwiftUI

struct DateFormatter {
    func string(from date: Date) -> String { "" }
}

enum Codec {
    static func decode(_ text: String) -> String { text }
}

struct Row: View {
    let date: Date
    let raw: String

    var body: some View {
        let f = DateFormatter()
        VStack {
            Text(f.string(from: date))
            Text(Codec.decode(raw))
            Text(date.formatted(date: .abbreviated, time: .shortened))
            Text(3.14, format: .number.precision(.fractionLength(1)))
            Text(raw.wholeMatch(of: /[a-z]+/) != nil ? "word" : "other")
        }
    }
}
