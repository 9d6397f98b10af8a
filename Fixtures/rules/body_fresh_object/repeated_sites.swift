// The same object made for the same child at several sites of one view is one change to make:
// one finding at the first site, a note at each other. A different child, a different object
// or another view's site stays a finding of its own.
import SwiftUI

final class EraseModel: ObservableObject {
    @Published var selected: Set<String> = []
    @Published var confirming = false
    func erase() { selected.removeAll() }
}

final class ExportModel: ObservableObject {
    @Published var progress = 0.0
    func export() { progress += 0.1 }
}

struct EraseSheet: View {
    @ObservedObject var model: EraseModel
    var body: some View {
        Button("Erase \(model.selected.count)") { model.confirming = true }
    }
}

struct ExportSheet: View {
    @ObservedObject var model: ExportModel
    var body: some View {
        Button("Export \(model.progress)") { model.export() }
    }
}

struct SessionHeader: View {
    @State private var erasing = false
    @State private var exporting = false
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            if #available(iOS 17, *) {
                Text("Session")
                    .sheet(isPresented: $erasing) {
                        EraseSheet(model: EraseModel()) //~ body_fresh_object
                    }
                    .sheet(isPresented: $exporting) {
                        ExportSheet(model: ExportModel()) //~ body_fresh_object
                    }
            } else {
                Text("Session")
                    .sheet(isPresented: $erasing) {
                        EraseSheet(model: EraseModel())
                    }
                    .sheet(isPresented: $exporting) {
                        ExportSheet(model: ExportModel())
                    }
            }
        }
    }
}

struct SessionFooter: View {
    @State private var erasing = false
    @State private var taps = 0

    var body: some View {
        Button("Tap \(taps)") { taps += 1 }
            .sheet(isPresented: $erasing) {
                EraseSheet(model: EraseModel()) //~ body_fresh_object
            }
    }
}
