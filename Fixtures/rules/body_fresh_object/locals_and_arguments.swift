// Class instances created while SwiftUI builds views: a local in body, or an argument to a child view.
// Formatters, decoders and regular expressions created and used in place are body_expensive_work's.
import Foundation
import Observation
import SwiftUI

@Observable
final class DetailModel {
    var title = ""
    init() {}
    init(trailID: Int) {}
}

struct Trail: Identifiable {
    let id: Int
    let name: String
    let date: Date
    let distance: Double
}

struct TrailDetail: View {
    let model: DetailModel

    var body: some View {
        Text(model.title)
    }
}

struct TrailCard: View {
    let trail: Trail

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        let numbers = NumberFormatter() //~ body_expensive_work
        VStack {
            Text(formatter.string(from: trail.date))
            Text(numbers.string(for: trail.distance) ?? "")
            TrailDetail(model: DetailModel()) //~ body_fresh_object
            TrailDetail(model: .init(trailID: trail.id)) //~ body_fresh_object
            TrailDetail(
                model: DetailModel(trailID: trail.id) //~ body_fresh_object
            )
        }
    }
}

struct TrailsList: View {
    let trails: [Trail]

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                NavigationLink(destination: TrailDetail(model: DetailModel(trailID: trail.id))) { //~ body_fresh_object
                    Text(trail.name)
                }
            }
        }
    }
}

struct ImportView: View {
    let payload: Data

    var body: some View {
        let decoder = JSONDecoder() //~ body_expensive_work
        let pattern = try? NSRegularExpression(pattern: "[0-9]+") //~ body_expensive_work
        let names = (try? decoder.decode([String].self, from: payload)) ?? [] //~ body_expensive_work
        Text("\(names.count) names, \(pattern == nil ? "no" : "a") pattern")
    }
}

// The app shows these views: their bodies run.
struct TrailsScreen: View {
    let trail: Trail
    let payload: Data

    var body: some View {
        VStack {
            TrailCard(trail: trail)
            ImportView(payload: payload)
        }
    }
}
