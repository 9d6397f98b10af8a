// Collections derived from what changes: a part of a value the view edits, a computed property
// of a view model, an unwrapped optional, a stride whose step is state, a method's argument.
import SwiftUI

struct PaletteSettings {
    var title = "Palette"
    var colors: [String] = []
    var tags: [String] = ["warm", "cold"]
}

struct PaletteEditor: View {
    @State private var settings = PaletteSettings()

    var body: some View {
        VStack {
            // `settings.colors` loses elements while the swatches are shown.
            ForEach(settings.colors.indices, id: \.self) { index in //~ foreach_unstable_id
                Swatch(name: settings.colors[index])
            }
            // Counter-example: only the title and the colors are written, never the tags.
            ForEach(settings.tags.indices, id: \.self) { index in
                Swatch(name: settings.tags[index])
            }
            Button("Remove first") { settings.colors.remove(at: 0) }
            Button("Rename") { settings.title = "Renamed" }
        }
    }
}

struct Swatch: View {
    let name: String
    @State private var hovered = false

    var body: some View {
        Text(name).onHover { hovered = $0 }
    }
}

struct StepPicker: View {
    @State private var step = 5
    @State private var percentage = 100
    let names = ["a", "b", "c", "d"]

    var body: some View {
        VStack {
            // The step changes how many rows there are, but each row is identified by its value
            // (`\.self` over the values, not positions): a new value is a new row.
            Picker("Percent", selection: $percentage) {
                ForEach(Array(stride(from: 40, through: 150, by: step)), id: \.self) { value in
                    Text("\(value) %").tag(value)
                }
            }
            Button("Fine") { step = 1 }
            Button("Coarse") { step = 5 }
            // Positions up to a count, stepped by state the buttons change.
            ForEach(Array(stride(from: 0, to: names.count, by: step)), id: \.self) { index in //~ foreach_unstable_id
                Swatch(name: names[index])
            }
        }
    }
}
