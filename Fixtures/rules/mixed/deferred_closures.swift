// Everything fresh here happens in closures that run later (actions, callbacks, tasks, animations,
// dispatch) or whose role is unknown: no rule may report anything in this file.
import Combine
import Foundation
import Observation
import SwiftUI

@Observable
final class Model {
    var value = 0
}

final class Store: ObservableObject {}

extension EnvironmentValues {
    @Entry var model: Model?
}

struct Row: View {
    let onTap: () -> Void

    var body: some View {
        Button("Row", action: onTap)
    }
}

extension View {
    func onCustomEvent(_ handler: @escaping () -> Void) -> some View {
        onAppear(perform: handler)
    }
}

struct DeferredView: View {
    @State private var model = Model()
    @State private var token = UUID()
    @State private var query = ""
    @State private var stash: [AnyView] = []
    @State private var isOn = false

    var body: some View {
        VStack {
            Button("Action") {
                model = Model()
                token = UUID()
                stash.append(AnyView(Text("x").id(UUID()).environment(Model())))
                stash.append(AnyView(Row(onTap: {}).environmentObject(Store())))
            }
            Button(action: {
                let formatter = DateFormatter()
                query = formatter.string(from: Date())
            }) {
                Text("Format")
            }
            Toggle("On", isOn: $isOn)
            TextField("Search", text: $query)
                .onSubmit {
                    let decoder = JSONDecoder()
                    _ = decoder
                }
        }
        .id(token)
        .onAppear {
            model = Model()
        }
        .onDisappear {
            token = UUID()
        }
        .task {
            model = Model()
        }
        .task(id: query) {
            let encoder = JSONEncoder()
            _ = encoder
        }
        .onChange(of: isOn) { _, _ in
            model = Model()
        }
        .onReceive(Just(0)) { _ in
            token = UUID()
        }
        .refreshable {
            model = Model()
        }
        .gesture(
            TapGesture()
                .onEnded {
                    withAnimation(.spring) {
                        model = Model()
                    }
                }
        )
        .simultaneousGesture(
            DragGesture()
                .onChanged { _ in
                    token = UUID()
                }
        )
        .onCustomEvent {
            model = Model()
        }
        .onLongPressGesture {
            Task {
                model = Model()
            }
            Task { @MainActor in
                token = UUID()
            }
            DispatchQueue.main.async {
                model = Model()
            }
            DispatchQueue.global().async {
                _ = NumberFormatter()
            }
        }
    }
}
