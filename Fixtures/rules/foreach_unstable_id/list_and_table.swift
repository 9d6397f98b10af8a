// List has the same data-driven initializers as ForEach; Table rows built with ForEach too.
import SwiftUI

struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct PersonRow: View {
    let person: Person

    var body: some View { Text(person.name) }
}

struct PeopleList: View {
    @State private var people: [Person] = []

    var body: some View {
        List(people.indices, id: \.self) { index in //~ foreach_unstable_id
            PersonRow(person: people[index])
        }
    }
}

struct PeopleRangeList: View {
    @State private var people: [Person] = []

    var body: some View {
        List(0..<people.count) { index in //~ foreach_unstable_id
            PersonRow(person: people[index])
        }
    }
}

struct PeopleEnumeratedList: View {
    @State private var people: [Person] = []

    var body: some View {
        List(Array(people.enumerated()), id: \.offset) { _, person in //~ foreach_unstable_id
            PersonRow(person: person)
        }
    }
}

struct PeopleHashList: View {
    @State private var people: [Person] = []

    var body: some View {
        List(people, id: \.hashValue) { person in //~ foreach_unstable_id
            Text(person.name)
        }
    }
}

// Table rows of `TableRow` alone keep nothing a changed position could misplace.
struct PeopleTable: View {
    @State private var people: [Person] = []

    var body: some View {
        Table(of: Person.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(Array(people.enumerated()), id: \.offset) { _, person in
                TableRow(person)
            }
        }
    }
}

struct StablePeopleTable: View {
    let people: [Person]

    var body: some View {
        Table(people) {
            TableColumn("Name", value: \.name)
        }
    }
}

// Everything above shows a list that a sort, a reload or an edit changes.
extension PeopleList {
    mutating func sort() { people.sort { $0.name < $1.name } }
}
extension PeopleRangeList {
    func reload(_ all: [Person]) { people = all }
}
extension PeopleHashList {
    func rename(_ name: String) { people[0].name = name }
}
extension PeopleEnumeratedList {
    func add(_ person: Person) { people.insert(person, at: 0) }
}
