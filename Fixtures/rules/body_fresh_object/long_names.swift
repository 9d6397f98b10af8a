// Long names are never cut: what does not fit in the first line moves to a note.
import SwiftUI

final class PodcastEpisodeDetailsViewModel: ObservableObject {
    @Published var episodeTitleForDisplay = ""
    init() {}
    func load() { episodeTitleForDisplay = "Episode 1" }
}

struct PodcastEpisodeDetailsHeaderView: View {
    @ObservedObject var podcastEpisodeDetailsViewModel: PodcastEpisodeDetailsViewModel
    var body: some View { Text(podcastEpisodeDetailsViewModel.episodeTitleForDisplay) }
}

struct PodcastEpisodeDetailsContainerView: View {
    @State private var numberOfTimesTheHeaderWasTapped = 0
    var body: some View {
        Button("\(numberOfTimesTheHeaderWasTapped)") { numberOfTimesTheHeaderWasTapped += 1 }
        PodcastEpisodeDetailsHeaderView(podcastEpisodeDetailsViewModel: PodcastEpisodeDetailsViewModel()) //~ body_fresh_object
    }
}
