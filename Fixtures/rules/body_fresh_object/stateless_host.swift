// A view with no stored property (no input, no state, no environment value, no observed
// object) equals every new value of itself: SwiftUI evaluates its body once per identity, so an
// object its body makes for a child is made once (a sample app's root: the audit profile's). A
// host with state of its own, or one that reads a shared object through its type, evaluates
// again and hands the child a new object each time: the default profile's. An `App` has no
// parent: holding no state, its body is evaluated about once, at launch (audit); holding state,
// it evaluates again when the state changes (default). A view modifier with no stored property
// is such a host too (its destinations' objects: audit); one with an input is not (default).
import SwiftUI

final class MeterModel: ObservableObject {
    @Published var level: Int

    init(level: Int) { self.level = level }

    func raise() { level += 1 }
}

final class SessionStore: ObservableObject {
    static let shared = SessionStore()
    @Published var title = "Session"
}

struct Meter: View {
    @ObservedObject var model: MeterModel

    var body: some View {
        Button("Level \(model.level)") { model.raise() }
    }
}

struct MeterSampleRoot: View {
    var body: some View {
        VStack {
            Text("Sample")
            Meter(model: MeterModel(level: 0)) //~ body_fresh_object
        }
    }
}

struct CountingMeterRoot: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            Meter(model: MeterModel(level: 0)) //~ body_fresh_object
        }
    }
}

struct SessionMeterRoot: View {
    var body: some View {
        VStack {
            Text(SessionStore.shared.title)
            Meter(model: MeterModel(level: 0)) //~ body_fresh_object
        }
    }
}

struct MeterSampleApp: App {
    var body: some Scene {
        WindowGroup {
            Meter(model: MeterModel(level: 0)) //~ body_fresh_object
        }
    }
}

struct MeterCountingApp: App {
    @State private var launches = 0

    var body: some Scene {
        WindowGroup {
            Meter(model: MeterModel(level: launches)) //~ body_fresh_object
        }
    }
}

struct MeterDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Int.self) { level in
            Meter(model: MeterModel(level: level)) //~ body_fresh_object
        }
    }
}

struct TintedMeterDestinations: ViewModifier {
    let tint: Int

    func body(content: Content) -> some View {
        content.navigationDestination(for: Int.self) { level in
            Meter(model: MeterModel(level: level + tint)) //~ body_fresh_object
        }
    }
}
