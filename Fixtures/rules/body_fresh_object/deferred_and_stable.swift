// Objects created in deferred closures (actions and callbacks run later, not while building views),
// value types, owned objects, shared instances and static formatters are all fine.
import Combine
import Foundation
import Observation
import SwiftUI

@Observable
final class DetailModel {
    static let shared = DetailModel()
    var title = ""
}

final class Uploader: ObservableObject {}

struct TrailDetail: View {
    let model: DetailModel

    var body: some View {
        Text(model.title)
    }
}

struct Detail: View {
    @StateObject private var uploader: Uploader

    // The argument is an autoclosure: it is evaluated only when the StateObject is first created.
    init(uploader: @autoclosure @escaping () -> Uploader) {
        _uploader = StateObject(wrappedValue: uploader())
    }

    var body: some View {
        Text("Detail")
    }
}

// An unlabeled autoclosure parameter, called only when the representable makes its controller:
// the child decides when the object is built.
struct ControllerHost: View {
    private let make: () -> Uploader

    init(_ make: @escaping @autoclosure () -> Uploader) {
        self.make = make
    }

    var body: some View {
        Text("\(ObjectIdentifier(make()).hashValue)")
    }
}

struct TrailScreen: View {
    let date: Date
    let payload: Data
    @StateObject private var uploader = Uploader()
    @State private var model = DetailModel()
    @State private var decoded: [String] = []
    @State private var isOn = false

    private static let numbers = NumberFormatter()

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        let style = Date.FormatStyle.dateTime.year().month()
        let calendar = Calendar.current
        let shape = RoundedRectangle(cornerRadius: 8)
        VStack {
            Text(date, format: .dateTime)
            Text(date.formatted(style))
            Text(Self.formatter.string(from: date))
            Text("\(calendar.component(.year, from: date))")
            shape.fill(.blue).frame(height: 4)
            TrailDetail(model: .shared)
            TrailDetail(model: model)
            TrailDetail(model: DetailModel.shared)
            Detail(uploader: Uploader())
            ControllerHost(Uploader())
            // An immutable Foundation box of a value: nothing a view keeps.
            Text(NSNumber(value: decoded.count), formatter: Self.numbers)
            Button("Decode") {
                let decoder = JSONDecoder()
                decoded = (try? decoder.decode([String].self, from: payload)) ?? []
            }
            Button("Reset", action: { model = DetailModel() })
            Toggle("On", isOn: $isOn)
                .onChange(of: isOn) { _, newValue in
                    let encoder = JSONEncoder()
                    _ = try? encoder.encode([newValue])
                }
        }
        .onAppear {
            model = DetailModel()
        }
        .onDisappear {
            let formatter = DateFormatter()
            print(formatter.string(from: date))
        }
        .task {
            let decoder = JSONDecoder()
            decoded = (try? decoder.decode([String].self, from: payload)) ?? []
        }
        .refreshable {
            model = DetailModel()
        }
        .onReceive(Just(1)) { _ in
            model = DetailModel()
        }
        .onSubmit {
            model = DetailModel()
        }
        .onTapGesture {
            Task {
                let decoder = JSONDecoder()
                decoded = (try? decoder.decode([String].self, from: payload)) ?? []
            }
        }
        .gesture(
            DragGesture()
                .onChanged { _ in
                    let formatter = NumberFormatter()
                    _ = formatter.string(from: 1)
                }
                .onEnded { _ in
                    withAnimation {
                        model = DetailModel()
                    }
                }
        )
        .onLongPressGesture {
            DispatchQueue.main.async {
                model = DetailModel()
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                model = DetailModel()
            }
        }
    }

    // Decision: helpers that return a non-view value (a String) are not view-building code, even
    // when body calls them; only body, @ViewBuilder code and view-typed computed properties count.
    private var dayOfWeek: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE"
        return formatter.string(from: date)
    }

    private func monthTitle() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "LLLL"
        return formatter.string(from: date)
    }

    init(date: Date, payload: Data) {
        self.date = date
        self.payload = payload
        let formatter = DateFormatter()
        _ = formatter
    }
}

// A closure whose role is unknown (a project helper taking a closure) is treated as deferred.
extension View {
    func whenReady(_ perform: @escaping () -> Void) -> some View {
        onAppear(perform: perform)
    }
}

struct ReadyView: View {
    @State private var model = DetailModel()

    var body: some View {
        Text("Ready")
            .whenReady {
                model = DetailModel()
            }
    }
}
