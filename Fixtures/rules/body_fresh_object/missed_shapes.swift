// Shapes that create objects in view code and used to be missed: ternaries, helper functions
// returning 'some View' without @ViewBuilder (in views and View extensions), representables,
// SwiftUI views' formatter arguments and SDK factory methods.
import SwiftUI
import UIKit

final class MapModel: ObservableObject {
    @Published var zoom = 1
    func zoomIn() { zoom += 1 }
}

struct MapCanvas: UIViewRepresentable {
    let model: MapModel?
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

struct MapScreen: View {
    let showsMap: Bool
    @State private var amount = 0.0

    var body: some View {
        MapCanvas(model: showsMap ? MapModel() : nil) //~ body_fresh_object
        TextField("Amount", value: $amount, formatter: NumberFormatter()) //~ body_expensive_work
        legend()
        let observers = NSHashTable<MapModel>.weakObjects() //~ body_fresh_object
        Text("\(observers.count)")
    }

    func legend() -> some View {
        MapCanvas(model: MapModel()) //~ body_fresh_object
    }
}

extension View {
    func mapOverlay() -> some View {
        overlay(MapCanvas(model: MapModel())) //~ body_fresh_object
    }
}

struct MapApp: App {
    var body: some Scene { mainWindow() }

    func mainWindow() -> some Scene {
        WindowGroup {
            MapCanvas(model: MapModel()) //~ body_fresh_object
        }
    }
}

// The app shows this view: its body runs.
struct MapTab: View {
    var body: some View {
        MapScreen(showsMap: true)
    }
}
