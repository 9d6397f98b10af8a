// Index-based identity: the row at a position keeps the identity of whatever was there before.
// Both collections change while shown: contacts are removed from, names are deleted by the list.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        Text(contact.name)
    }
}

struct ContactsView: View {
    @State private var contacts: [Contact] = []
    let names: [String]
    let deleteNames: (IndexSet) -> Void

    func remove(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
    }

    func rename(_ index: Int, to name: String) {
        contacts[index].name = name
    }

    var body: some View {
        VStack {
            ForEach(Array(contacts.enumerated()), id: \.offset) { index, contact in //~ foreach_unstable_id
                ContactRow(contact: contact)
            }
            ForEach(Array(contacts.enumerated()), id: \.0) { offset, contact in //~ foreach_unstable_id
                ContactRow(contact: contact)
            }
            ForEach(contacts.enumerated(), id: \.offset) { pair in //~ foreach_unstable_id
                ContactRow(contact: pair.element)
            }
            ForEach(Array(contacts.prefix(3).enumerated()), id: \.offset) { _, contact in //~ foreach_unstable_id
                ContactRow(contact: contact)
            }
            ForEach(Array(zip(contacts.indices, contacts)), id: \.0) { index, contact in //~ foreach_unstable_id
                ContactRow(contact: contact)
            }
            ForEach(contacts.indices, id: \.self) { index in //~ foreach_unstable_id
                ContactRow(contact: contacts[index])
            }
            ForEach(contacts.indices) { index in //~ foreach_unstable_id
                ContactRow(contact: contacts[index])
            }
            ForEach(Array(contacts.indices), id: \.self) { index in //~ foreach_unstable_id
                ContactRow(contact: contacts[index])
            }
            ForEach(contacts.indices.reversed(), id: \.self) { index in //~ foreach_unstable_id
                ContactRow(contact: contacts[index])
            }
            ForEach(0..<contacts.count, id: \.self) { index in //~ foreach_unstable_id
                ContactRow(contact: contacts[index])
            }
            ForEach(0 ..< names.count) { index in //~ foreach_unstable_id
                Text(names[index])
            }
            .onDelete(perform: deleteNames)
            ForEach(contacts, id: \.hashValue) { contact in //~ foreach_unstable_id
                ContactRow(contact: contact)
            }
        }
    }
}
