// `id: \Ticket.id` identifies rows by `id` as `id: \.id` does.
import Foundation
import SwiftUI

struct Ticket: Identifiable {
    var number: Int
    var id: UUID { UUID() } //~ identifiable_fresh_id
}

struct TicketList: View {
    let tickets: [Ticket]

    var body: some View {
        ForEach(tickets, id: \Ticket.id) { ticket in
            Text("\(ticket.number)")
        }
    }
}
