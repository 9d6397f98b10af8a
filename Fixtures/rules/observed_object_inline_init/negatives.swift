// Injected objects, shared singletons, and owned objects (@StateObject, @State with @Observable).
import Combine
import Observation
import SwiftUI

final class Settings: ObservableObject {
    static let shared = Settings()
    @Published var isOn = false
}

final class FeedViewModel: ObservableObject {
    @Published var items: [String] = []
}

@Observable
final class ProfileModel {
    var name = ""
}

struct FeedView: View {
    @ObservedObject var viewModel: FeedViewModel
    @ObservedObject var settings = Settings.shared
    @ObservedObject private var sharedSettings: Settings = .shared
    @StateObject private var owned = FeedViewModel()
    @StateObject var ownedInternal = FeedViewModel()
    @State private var profile = ProfileModel()

    var body: some View {
        List(viewModel.items, id: \.self) { item in
            Text(item)
        }
    }
}

struct FeedParent: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        FeedView(viewModel: viewModel)
    }
}

// Previews build their objects once per render (decision: not reported).
#Preview {
    @Previewable @ObservedObject var settings = Settings()
    Text(settings.isOn ? "On" : "Off")
}

// The same text in a comment or a string.
// @ObservedObject var viewModel = FeedViewModel()
let advice = "@ObservedObject var viewModel = FeedViewModel() should be @StateObject"
