// Computed properties that return value types read from elsewhere are neither fresh references nor
// catalogued nondeterministic producers: not reported.
import SwiftUI
import UIKit

extension UIApplication {
    static var safeAreaInsets: UIEdgeInsets {
        let scene = shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first?.safeAreaInsets ?? .zero
    }
}

struct HealthSource {
    var identifier: String
    static func live() -> HealthSource { HealthSource(identifier: "live") }
    static var mock: HealthSource { HealthSource(identifier: "mock") }
}

extension EnvironmentValues {
    @Entry var safeAreaInsets: UIEdgeInsets = UIApplication.safeAreaInsets
    @Entry var healthSource: HealthSource = .live()
    @Entry var mockHealthSource: HealthSource = .mock
}
