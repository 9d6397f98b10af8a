// A view that nothing in the project constructs (outside previews) never runs its body in the
// app: not reported. The same work in views the app builds — by a call, through `.init` passed
// as a function, or as a modifier — is.
import Foundation
import SwiftUI

struct Receipt: Identifiable {
    let id: Int
    let date: Date
}

// Only a preview builds it.
struct ArchiveView: View {
    let date: Date

    var body: some View {
        let formatter = DateFormatter()
        Text(formatter.string(from: date))
    }
}

#Preview {
    ArchiveView(date: .now)
}

// Built nowhere: left over.
struct LegacyBadge: View {
    let date: Date

    var body: some View {
        Text(ISO8601DateFormatter().string(from: date))
        stamp
    }
}

extension LegacyBadge {
    var stamp: some View {
        Text(DateFormatter().string(from: date))
    }
}

// Built by the list below.
struct ReceiptRow: View {
    let receipt: Receipt

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        Text(formatter.string(from: receipt.date))
            .modifier(Stamp(date: receipt.date))
    }
}

struct ReceiptCell: View {
    let receipt: Receipt

    var body: some View {
        Text(NumberFormatter().string(for: receipt.id) ?? "") //~ body_expensive_work
    }
}

struct Stamp: ViewModifier {
    let date: Date

    func body(content: Content) -> some View {
        content.overlay {
            Text(RelativeDateTimeFormatter().localizedString(for: date, relativeTo: .distantPast)) //~ body_expensive_work
        }
    }
}

struct ReceiptList: View {
    let receipts: [Receipt]

    var body: some View {
        List {
            ForEach(receipts) { receipt in
                ReceiptRow(receipt: receipt)
            }
            ForEach(receipts, content: ReceiptCell.init)
        }
    }
}

@main
struct ReceiptsApp: App {
    var body: some Scene {
        WindowGroup {
            ReceiptList(receipts: [])
        }
    }
}
