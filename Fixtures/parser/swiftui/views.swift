// A realistic screen: state, bindings, modifier chains with closures,
// @ViewBuilder helpers, sheets, tasks and gestures.
import SwiftUI

// @cover swiftui.views
struct TaskRow: View {
    @Binding var task: TodoTask
    var onToggle: (TodoTask) -> Void = { _ in }
    @State private var isExpanded = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .imageScale(.large)
                .foregroundStyle(task.isDone ? Color.green : .secondary)
                .onTapGesture {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        task.isDone.toggle()
                    }
                    onToggle(task)
                }
            VStack(alignment: .leading) {
                Text(task.title)
                    .strikethrough(task.isDone, color: .gray)
                if isExpanded, let notes = task.notes {
                    Text(notes)
                        .font(.footnote)
                        .lineLimit(nil)
                        .transition(.opacity.combined(with: .move(edge: .top)))
                }
            }
            Spacer(minLength: 0)
            priorityBadge
        }
        .contentShape(Rectangle())
        .onLongPressGesture(minimumDuration: 0.4) { isExpanded.toggle() }
        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
            Button(role: .destructive) { task.isDeleted = true } label: {
                Label("Delete", systemImage: "trash")
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(task.title), \(task.isDone ? "done" : "open")")
    }

    @ViewBuilder
    private var priorityBadge: some View {
        switch task.priority {
        case .high:
            Text("!")
                .bold()
                .foregroundStyle(.red)
        case .medium:
            Text("·")
        case .low:
            EmptyView()
        }
    }
}

struct TaskEditor: View {
    @Bindable var model: TaskListModel
    @State private var draft = ""
    @State private var showingSheet = false
    @State private var dueDate = Date.now
    @FocusState private var fieldFocused: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("New task") {
                TextField("Title", text: $draft, axis: .vertical)
                    .focused($fieldFocused)
                    .submitLabel(.done)
                    .onSubmit(addTask)
                DatePicker("Due", selection: $dueDate, in: Date.now..., displayedComponents: [.date])
                Toggle(isOn: $model.showCompleted) { Text("Show completed") }
                Picker("Sort", selection: $model.sortOrder) {
                    ForEach(SortOrder.allCases, id: \.self) { order in
                        Text(order.title).tag(order)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section {
                header("Actions", systemImage: "bolt")
                Button("Add", action: addTask)
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                Button {
                    showingSheet = true
                } label: {
                    Label("Templates", systemImage: "doc.on.doc")
                }
            } footer: {
                Text("\(model.tasks.count) tasks")
            }
        }
        .navigationTitle("Edit")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { fieldFocused = false }
            }
        }
        .sheet(isPresented: $showingSheet, onDismiss: { draft = "" }) {
            TemplatePicker { template in draft = template }
                .presentationDetents([.medium, .large])
        }
        .task(id: draft) {
            try? await Task.sleep(for: .milliseconds(300))
            await model.suggest(for: draft)
        }
        .onChange(of: model.tasks.count) { oldValue, newValue in
            if newValue > oldValue { fieldFocused = true }
        }
        .alert("Error", isPresented: $model.hasError, presenting: model.lastError) { error in
            Button("OK", role: .cancel) {}
        } message: { error in
            Text(error.localizedDescription)
        }
    }

    private func addTask() {
        model.add(TodoTask(title: draft, dueDate: dueDate))
        draft = ""
    }

    @ViewBuilder
    func header(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            Label(title, systemImage: systemImage).labelStyle(.titleAndIcon)
        } else {
            Text(title)
        }
    }
}

struct TemplatePicker: View {
    var onPick: (String) -> Void
    private let templates = ["Buy milk", "Call mom", "Write tests"]
    var body: some View {
        List(templates, id: \.self) { template in
            Button(template) { onPick(template) }
        }
    }
}
