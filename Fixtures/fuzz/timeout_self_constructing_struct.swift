// Structs, enums and collections made only of deterministic values are stable, including the
// real shape of a service struct built from value-type providers.
import SwiftUI

protocol AnalyticsProvider {
    func log(_ event: String)
}

struct NoopAnalyticsProvider: AnalyticsProvider {
    func log(_ event: String) {}
}

struct AnalyticsService {
    private let providers: [any AnalyticsProvider]

    init(providers: [any AnalyticsProvider]) {
        self.providers = providers
    }
}

struct Theme {
    var primary: Color = .blue
    var cor var analytics = AnalyticsService(providers: [NoopAnalyticsProvider()])
    @Entry var theme = Theme()
    @Entry var implicitTheme: Theme = .standard
    @Entry var themes = [Theme(), Theme(primary: .red)]
    @Entry var named = ["default": Theme()]
    @Entry var weights = (light: 0.3, bold: 0.7)
}
