import SwiftUI

// Sources read through longer chains: a part of a part of an '@Observable' object held in
// '@State' ('viewModel.season.episodes'), an object read from the environment by its type, a
// dictionary's entry with a default ('schedules[day] ?? []'), a static function's arguments.
@Observable
final class SeasonModel {
    var season = Season(episodes: [])
    func load() { Task { season = Season(episodes: ["Pilot"]) } }
}

struct Season {
    var episodes: [String]
}

@Observable
final class Board {
    var cards: [String] = []
    func shuffle() { cards.shuffle() }
}

enum CardSection {
    static func resolve(loaded: Bool, cards: [String]) -> [String] { loaded ? cards : [] }
}
