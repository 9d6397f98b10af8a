import Observation

// An '@Observable' class of 'let's only holds nothing a new one would not; one with a stored
// 'var' holds state.
@Observable
final class QuoteModel {
    let coin: String
    init(coin: String) { self.coin = coin }
}

@Observable
final class AlertModel {
    var price = 0.0
}
