import SwiftUI

// Managers made in the configuration of a class extending a dependency's delegate
// (`FrameworkAppDelegate`, declared by neither the project nor the platform): the framework
// owns what it is given and may put it in the environment. Nothing in the project shows that
// nothing injects them, so the finding is the audit profile's, with a note naming the maker.
@Observable
final class VitalsManager {
    var readings: [Double] = []
}

@Observable
final class RewardsManager {
    var points = 0
}

final class ClinicAppDelegate: FrameworkAppDelegate {
    override var configuration: FrameworkConfiguration {
        FrameworkConfiguration {
            VitalsManager()
        }
    }
}

@main
struct ClinicApp: App {
    @UIApplicationDelegateAdaptor(ClinicAppDelegate.self) var delegate
    // Made by the app itself and never injected: the classic crash, still reported.
    @State private var rewards = RewardsManager()

    var body: some Scene {
        WindowGroup {
            VitalsScreen()
                .framework(delegate)
        }
    }
}
