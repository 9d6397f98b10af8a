import SwiftUI

// A stack that only hands the object to a scene keeping the first one in '@State': later
// objects are dropped there, so nothing is lost (the audit profile's). A stack that reads the
// object itself as well uses each new one: state loss, a default warning.
struct AlertStack: View {
    let model: AlertModel

    var body: some View {
        NavigationStack {
            AlertScene(model: model)
        }
    }
}

struct AlertScene: View {
    @State private var model: AlertModel

    init(model: AlertModel) {
        _model = State(initialValue: model) //~ state_object_from_parameter
    }

    var body: some View {
        Text("\(model.price)")
    }
}

struct EditorStack: View {
    let model: AlertModel

    var body: some View {
        NavigationStack {
            AlertScene(model: model)
                .navigationTitle("\(model.price)")
        }
    }
}

struct QuoteRow: View {
    let model: QuoteModel

    var body: some View {
        Text(model.coin)
    }
}

struct Market: View {
    @State private var coin = "BTC"

    var body: some View {
        AlertStack(model: AlertModel()) //~ body_fresh_object
        EditorStack(model: AlertModel()) //~ body_fresh_object
        QuoteRow(model: QuoteModel(coin: coin)) //~ body_fresh_object
        Button("ETH") { coin = "ETH" }
    }
}
