import SwiftUI

// A preview that makes the object in the arguments of a modifier the project does not declare
// (`.previewWith { TrialsManager() }`, a dependency's) hands it to that modifier, which may
// inject it: not reported. A preview that makes none still is.
@Observable
final class TrialsManager {
    var trials: [String] = []
}

struct TrialsList: View {
    @Environment(TrialsManager.self) private var manager

    var body: some View {
        Text(manager.trials.first ?? "No trials")
    }
}

struct TrialsHost: View {
    var body: some View { TrialsList() }
}

#Preview {
    TrialsList()
        .previewWith(standard: PreviewStandard()) {
            TrialsManager()
        }
}

#Preview {
    TrialsHost() //~ preview_missing_environment_object
}
