import SwiftUI

// This file does not import Analytics: `Tracker` is not known here.
extension EnvironmentValues {
    @Entry var otherTracker = Tracker()
}
