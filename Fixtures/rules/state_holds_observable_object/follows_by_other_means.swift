import Combine
import SwiftUI

// Two ways a view holding an ObservableObject in '@State' still follows its changes (audit
// profile): it subscribes to the object's publishers itself, or every view building it observes
// the object and builds it anew on each change (here a view nested in a namespace, whose
// constructions are recorded for the namespace) and hands it an input read from the object,
// which compares changed. The counter-examples go stale: a view that only reads, one whose
// builder holds the object without observing it, and one its observing builder gives the object
// alone (nothing it is given compares changed, so its body is not evaluated again).

final class ChartData: ObservableObject {
    @Published var points: [Double] = []
    @Published var scale = 1.0
}

struct LiveChart: View {
    @State var data: ChartData //~ state_holds_observable_object
    @State private var drawn: [Double] = []
    @State private var subscription: AnyCancellable?

    var body: some View {
        Canvas { _, _ in }
            .overlay(Text("\(drawn.count) at \(data.scale)"))
            .onAppear {
                subscription = data.$points.sink { drawn = $0 }
            }
    }
}

struct StaticChart: View {
    @State var data: ChartData //~ state_holds_observable_object

    var body: some View {
        Text("\(data.points.count) at \(data.scale)")
    }
}

enum Dashboard {
    final class Model: ObservableObject {
        @Published var pumpName = ""
        @Published var level = 0
    }

    struct Screen: View {
        @StateObject var model: Model

        var body: some View {
            PumpBadge(name: $model.pumpName, model: model)
            LevelOnly(model: model)
        }
    }

    struct Plain: View {
        let model: Model

        var body: some View {
            LevelBadge(model: model)
        }
    }
}

struct PumpBadge: View {
    @Binding var name: String
    @State var model: Dashboard.Model //~ state_holds_observable_object

    var body: some View {
        Text("\(name): \(model.level)")
    }
}

struct LevelBadge: View {
    @State var model: Dashboard.Model //~ state_holds_observable_object

    var body: some View {
        Text("\(model.level)")
    }
}

struct LevelOnly: View {
    @State var model: Dashboard.Model //~ state_holds_observable_object

    var body: some View {
        Text("\(model.level)")
    }
}
