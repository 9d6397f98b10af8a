import SwiftData
import SwiftUI

// `id: \.hashValue` over objects of a class that declares no hash of its own (a SwiftData
// `@Model`, an `NSObject` subclass) is identity: editing one keeps its hash, so nothing is
// reported, through a local filter too. A struct's synthesized hash covers its fields: edited
// in place, the row is rebuilt.
@Model
final class Pantry {
    var name: String
    init(name: String) { self.name = name }
}

struct Jar: Hashable {
    var label: String
}

struct PantryList: View {
    @Query var pantries: [Pantry]
    @State private var jars: [Jar] = []
    @State private var search = ""

    var body: some View {
        let shown = pantries.filter { search.isEmpty || $0.name.contains(search) }
        List(shown, id: \.hashValue) { pantry in
            TextField("Name", text: Bindable(pantry).name)
        }
        ForEach(jars, id: \.hashValue) { jar in //~ foreach_unstable_id
            Text(jar.label)
        }
        Button("Rename") { jars[0].label = "New" }
        TextField("Search", text: $search)
    }
}
