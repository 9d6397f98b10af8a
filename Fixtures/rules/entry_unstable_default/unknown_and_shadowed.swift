// Types the index and the catalog cannot resolve are unknown and never reported. A project type
// that shadows an SDK name is resolved to the project declaration (here a struct).
import SwiftUI
import ThirdPartyKit

struct DateFormatter {
    var pattern = "yyyy-MM-dd"
}

struct NumberFormatter {
    var digits = 2
}

extension EnvironmentValues {
    @Entry var client = APIClient()
    @Entry var analytics = ThirdPartyKit.Analytics(key: "demo")
    @Entry var tracker: Tracker = .init()
    @Entry var madeElsewhere = makeTracker()
    @Entry var shadowedFormatter = DateFormatter()
    @Entry var shadowedNumberFormatter: NumberFormatter = .init()
    @Entry var safeAreaInsets: UIEdgeInsets = UIApplication.safeAreaInsets
}
