// Index or hash identity over a collection that changes while its rows are shown: each kind of
// evidence the rule accepts.
import CoreData
import SwiftUI

struct Reminder: Hashable {
    var title: String
}

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        Text(reminder.title)
    }
}

// Deleted and moved by the list itself.
struct RemindersList: View {
    let reminders: [Reminder]
    let onDelete: (IndexSet) -> Void
    let onMove: (IndexSet, Int) -> Void

    var body: some View {
        List {
            ForEach(reminders.indices, id: \.self) { index in //~ foreach_unstable_id
                Text(reminders[index].title)
            }
            .onDelete(perform: onDelete)
            ForEach(Array(reminders.enumerated()), id: \.offset) { _, reminder in //~ foreach_unstable_id
                Text(reminder.title)
            }
            .foregroundStyle(.secondary)
            .onMove(perform: onMove)
        }
    }
}

// Changed by a model in another part of the project: filtered out, sorted, reloaded.
final class Inbox: ObservableObject {
    @Published var messages: [Reminder] = []
    @Published var drafts: [Reminder] = []
    @Published var archive: [Reminder] = []

    func dismiss(_ title: String) { messages.removeAll(where: { $0.title == title }) }
    func sortDrafts() { drafts.sort { $0.title < $1.title } }
    func rename(at index: Int, to title: String) { archive[index].title = title }
}

struct InboxView: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        ForEach(inbox.messages.indices, id: \.self) { index in //~ foreach_unstable_id
            ReminderRow(reminder: inbox.messages[index])
        }
        ForEach(0..<inbox.drafts.count, id: \.self) { index in //~ foreach_unstable_id
            ReminderRow(reminder: inbox.drafts[index])
        }
        // Rows of SDK views alone keep no state, but a changed collection still updates and
        // animates the wrong rows.
        Menu("Drafts") {
            ForEach(inbox.drafts.indices, id: \.self) { index in //~ foreach_unstable_id
                Button(inbox.drafts[index].title) {}
            }
        }
        ForEach(inbox.archive, id: \.hashValue) { reminder in //~ foreach_unstable_id
            Text(reminder.title)
        }
        ForEach(Array(visible.enumerated()), id: \.offset) { _, reminder in //~ foreach_unstable_id
            ReminderRow(reminder: reminder)
        }
    }

    // A computed collection changes when what it reads does.
    private var visible: [Reminder] {
        inbox.messages.filter { !$0.title.isEmpty }
    }
}

// A store query changes with the store.
struct NotesView: View {
    @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<NSManagedObject>

    var body: some View {
        ForEach(notes.indices, id: \.self) { index in //~ foreach_unstable_id
            Text(notes[index].description)
        }
    }
}

// Rows that hold state misplace it when the parent's collection changes.
struct EditableRow: View {
    let reminder: Reminder
    @State private var isExpanded = false

    var body: some View {
        Text(reminder.title)
    }
}

struct EditableList: View {
    let reminders: [Reminder]
    @Binding var titles: [String]

    var body: some View {
        // An input no construction passes: no evidence that it changes.
        ForEach(Array(reminders.enumerated()), id: \.offset) { _, reminder in
            EditableRow(reminder: reminder)
        }
        ForEach(titles.indices, id: \.self) { index in //~ foreach_unstable_id
            TextField("Title", text: $titles[index])
        }
    }
}
