// A write through a local the file constructs ('let entry = MealEntry(…)', then 'entry.meal =
// …') is that type's, not every 'meal': a stored record's 'meal' set in a loop is no evidence
// that a view model's 'meal' changes. The counter-example writes the view model's own property
// through such a local, which is evidence by owner.
import SwiftUI

struct Nutrient {
    var name: String
    var amount: Double
}

struct Meal {
    var nutrients: [Nutrient] = []
}

final class MealEditor: ObservableObject {
    @Published var meal = Meal()
}

final class MealEntry {
    var meal: Meal?
}

final class OrderBoard: ObservableObject {
    @Published var lines: [String] = []
}

enum Storage {
    static func save(_ meals: [Meal]) {
        for meal in meals {
            let entry = MealEntry()
            entry.meal = meal
        }
    }

    static func restore(_ saved: [String]) -> OrderBoard {
        let board = OrderBoard()
        board.lines = saved
        return board
    }
}

struct MealSheet: View {
    @ObservedObject var editor: MealEditor

    var body: some View {
        Form {
            ForEach(Array(editor.meal.nutrients.enumerated()), id: \.offset) { index, nutrient in
                TextField(nutrient.name, value: $editor.meal.nutrients[index].amount, format: .number)
            }
        }
    }
}

struct OrderSheet: View {
    @ObservedObject var board: OrderBoard
    @State private var notes = ""

    var body: some View {
        ForEach(Array(board.lines.enumerated()), id: \.offset) { _, line in //~ foreach_unstable_id
            TextField(line, text: $notes)
        }
    }
}
