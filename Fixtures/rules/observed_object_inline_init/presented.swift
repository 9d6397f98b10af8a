import Combine
import SwiftUI

// A view built only in presented content (a navigation destination, a sheet) of views that
// change only on the user's actions: while it is shown, nothing builds it anew, so its inline
// object lives as long as it does (the audit profile's, with a note). The counter-examples lose
// what is typed: a view presented by a view a timer re-evaluates, and views built in place (a
// link's label is shown with the view that builds it). An object whose making starts work (an
// engine) stays reported however it is presented: a link builds its destination on every
// evaluation of the view presenting it. A presenter observing an object whose changes are not all
// seen (its class descends from one outside the project, as a Core Data entity) may re-evaluate
// at any rate: reported; one observing a shared project model changed on actions is not.

final class EntryField: ObservableObject {
    @Published var value = ""
}

struct HeightScreen: View {
    @ObservedObject var height = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Height", text: $height.value) }
}

struct NoteSheet: View {
    @ObservedObject var note = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Note", text: $note.value) }
}

final class AudioEngine {}

final class Recorder: ObservableObject {
    let engine = AudioEngine()
    @Published var level = 0.0
}

struct RecorderScreen: View {
    @ObservedObject var recorder = Recorder() //~ observed_object_inline_init

    var body: some View { Text("\(recorder.level)") }
}

struct LinkBadge: View {
    @ObservedObject var badge = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Badge", text: $badge.value) }
}

struct SettingsRoot: View {
    @State private var showsNote = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Height", destination: HeightScreen())
                NavigationLink(value: 1) { LinkBadge() }
                NavigationLink("Record", destination: RecorderScreen())
                Button("Note") { showsNote = true }
            }
            .sheet(isPresented: $showsNote) { NoteSheet() }
        }
    }
}

struct LapScreen: View {
    @ObservedObject var lap = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Lap", text: $lap.value) }
}

struct StopwatchRoot: View {
    @State private var elapsed = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            NavigationLink("Lap \(elapsed)") { LapScreen() }
        }
        .onReceive(timer) { _ in elapsed += 1 }
    }
}

struct InlineField: View {
    @ObservedObject var field = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Field", text: $field.value) }
}

struct FormRoot: View {
    @State private var count = 0

    var body: some View {
        VStack {
            InlineField()
            Button("\(count)") { count += 1 }
        }
    }
}

final class SessionEntity: RemoteEntity, ObservableObject {}

struct SessionNote: View {
    @ObservedObject var note = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Note", text: $note.value) }
}

struct SessionHeader: View {
    @ObservedObject var session: SessionEntity
    @State private var editing = false

    var body: some View {
        Button("Note") { editing = true }
            .sheet(isPresented: $editing) { SessionNote() }
    }
}

final class PlanStore: ObservableObject {
    static let shared = PlanStore()
    @Published var plans: [String] = []
    func add() { plans.append("plan") }
}

struct PlanEditor: View {
    @ObservedObject var distance = EntryField() //~ observed_object_inline_init

    var body: some View { TextField("Distance", text: $distance.value) }
}

struct PlansList: View {
    @StateObject private var store = PlanStore.shared

    var body: some View {
        NavigationStack {
            List(store.plans, id: \.self) { Text($0) }
            NavigationLink("New", destination: PlanEditor())
            Button("Add") { store.add() }
        }
    }
}
