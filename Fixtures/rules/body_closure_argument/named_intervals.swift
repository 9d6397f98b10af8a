import SwiftUI

// A timer's interval given by a constant of the file (`withTimeInterval: Self.refreshInterval`)
// is read like a literal one: a 30-second refresh is a poll, rarer than once a second, so a new
// closure handed to a child saves little (the audit profile's). A constant under a second is a
// tick, and the same closure is the default profile's.

final class TripModel: ObservableObject {
    private static let refreshInterval: TimeInterval = 30.0
    @Published private(set) var isLoading = false
    @Published private(set) var stops: [String] = []
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: Self.refreshInterval, repeats: true) { [weak self] _ in
            self?.isLoading = true
        }
    }
}

final class ClockModel: ObservableObject {
    static let tickInterval = 0.5
    @Published private(set) var now = Date()
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: ClockModel.tickInterval, repeats: true) { [weak self] _ in
            self?.now = Date()
        }
    }
}

struct StopList: View {
    let stops: [String]
    let onSelect: (String) -> Void

    var body: some View {
        LazyVStack {
            ForEach(stops, id: \.self) { stop in
                Button(stop) { onSelect(stop) }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 8).fill(.quaternary))
            }
        }
    }
}

struct TripScreen: View {
    @StateObject private var model = TripModel()
    @State private var selected = ""

    var body: some View {
        VStack {
            if model.isLoading { ProgressView() }
            StopList(stops: model.stops, onSelect: { selected = $0 }) //~ body_closure_argument
        }
        .onAppear { model.start() }
    }
}

struct ClockScreen: View {
    @StateObject private var model = ClockModel()
    @State private var selected = ""
    let stops: [String]

    var body: some View {
        VStack {
            Text(model.now, style: .time)
            StopList(stops: stops, onSelect: { selected = $0 }) //~ body_closure_argument
        }
        .onAppear { model.start() }
    }
}
