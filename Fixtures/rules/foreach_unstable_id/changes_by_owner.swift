// A view's '@State' collection changes only through code of that view (or through a base, or a
// binding to it): a local or another type's property of the same name changed elsewhere is not
// evidence. A plain input still goes by its name, since it changes with what its constructions
// pass.
import SwiftUI

struct Slot: Hashable {
    var size: Int
}

struct SlotRow: View {
    let slot: Slot

    var body: some View {
        Text("\(slot.size)")
    }
}

struct ExpandingSlotRow: View {
    let slot: Slot
    @State private var expanded = false

    var body: some View {
        Text("\(slot.size)").onTapGesture { expanded.toggle() }
    }
}

// Set once in 'init' and never changed by this view: the parser's local 'slots' is another name.
// Rows that keep state do not matter over a collection that never changes.
struct SkeletonGrid: View {
    @State private var slots: [Slot]

    init(saved: [Int]?) {
        _slots = State(initialValue: (saved ?? [1, 2]).map { Slot(size: $0) })
    }

    var body: some View {
        ForEach(slots.indices, id: \.self) { i in
            SlotRow(slot: slots[i])
        }
        ForEach(Array(slots.enumerated()), id: \.offset) { _, slot in
            ExpandingSlotRow(slot: slot)
        }
    }
}

struct LayoutParser {
    func parse(_ text: String) -> [Slot] {
        var slots: [Slot] = []
        for part in text.split(separator: ",") {
            slots.append(Slot(size: Int(part) ?? 0))
            slots[slots.count - 1].size += 1
            if slots.count > 8 { slots.removeLast() }
        }
        return slots
    }
}

// Counter-examples: the view removes from its own '@State' (through 'self' and in an extension),
// and a plain input named like a collection some other type reorders.
struct EditableGrid: View {
    @State private var cells: [Slot] = []
    @State private var spares: [Slot] = []

    var body: some View {
        ForEach(cells.indices, id: \.self) { i in //~ foreach_unstable_id
            SlotRow(slot: cells[i])
        }
        ForEach(Array(spares.enumerated()), id: \.offset) { _, slot in //~ foreach_unstable_id
            ExpandingSlotRow(slot: slot)
        }
        Button("Drop") { self.cells.remove(at: 0) }
    }
}

extension EditableGrid {
    func dropSpare() { spares.removeFirst() }
}

// An input that no construction in the project passes: nothing says it changes, whatever the
// rows hold (rows holding state do not make a collection change).
struct Palette: View {
    let swatches: [Slot]

    var body: some View {
        ForEach(swatches.indices, id: \.self) { i in
            SlotRow(slot: swatches[i])
        }
    }
}

final class PaletteStore {
    var swatches: [Slot] = []
    func shuffle() { swatches.shuffle() }
}
