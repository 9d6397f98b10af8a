// Key path expressions in all their shapes.
// @cover expr.keypaths
struct Address { var city: String; var zip: String? }
struct Person {
    var name: String
    var address: Address?
    var tags: [String]
    var scores: [String: Int]
    var friend: Person? { nil }
    var forced: Address! { nil }
}

func keyPaths(people: [Person]) {
    let rooted = \Person.name
    let nested = \Person.address?.city
    let deep = \Person.address?.zip?.count
    let subscripted = \Person.tags[0]
    let dictionary = \Person.scores["math"]
    let forced = \Person.forced!.city
    let selfPath = \Person.self
    let count = \[String].count
    let arrayElement = \[Int].[0]
    let optionalRoot = \Person?.?.name
    let genericRoot = \Array<Person>.first?.name
    let memberRoot = \Swift.String.count
    let labelledSubscript = \Person.scores[default: "x"]
    let withCall = \Person.tags.first?.count
    let inferred: KeyPath<Person, String> = \.name
    let inferredOptional: KeyPath<Person, String?> = \.address?.city
    let inferredSubscript: KeyPath<[Int], Int> = \.[0]
    let inferredSelf: KeyPath<Int, Int> = \.self
    let inferredForce: KeyPath<Person, String> = \.forced!.city
    let inferredSubscriptLabel: KeyPath<[String: Int], Int?> = \.["a"]
    let applied = people.first?[keyPath: rooted]
    let names = people.map(\.name)
    let cities = people.compactMap(\.address?.city)
    let sorted = people.sorted(using: KeyPathComparator(\.name))
    let grouped = Dictionary(grouping: people, by: \.address?.city)
    let spacedCount = people.map(\ .tags.count)
    let composed = rooted.appending(path: \String.count)
    let inClosure = { (p: Person) in p[keyPath: \.tags].count }
    let tupleElement = \(Int, Int).0
    let multiSubscript = \Person.tags[0].count.description
    let keyPathTerminatedByCall = people.map(\.name).joined()
    let keyPathCompared = rooted == \Person.name
    print(rooted, nested, deep, subscripted, dictionary, forced, selfPath, count, arrayElement,
          optionalRoot, genericRoot, memberRoot, labelledSubscript, withCall, inferred,
          inferredOptional, inferredSubscript, inferredSelf, inferredForce, inferredSubscriptLabel,
          applied as Any, names, cities, sorted, grouped, spacedCount, composed, inClosure,
          tupleElement, multiSubscript, keyPathTerminatedByCall, keyPathCompared)
}

func keyPathsInSwiftUIStyle(items: [Person]) {
    ForEach(items, id: \.name) { item in Text(item.name) }
    List(items, id: \.self.name, children: \.friendList) { Text($0.name) }
    Environment(\.dismiss)
    Table(items) { TableColumn("Name", value: \.name) }
}
