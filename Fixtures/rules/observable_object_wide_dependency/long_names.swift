// Long names are never cut: what does not fit in the first line moves to a note.
import SwiftUI

final class PodcastEpisodeDetailsViewModel: ObservableObject {
    @Published var episodeTitleForDisplay = ""
    @Published var episodeDescriptionForDisplay = ""
    @Published var downloadProgressOfCurrentEpisode = 0.0
    @Published var playbackPositionOfCurrentEpisode = 0.0
}

struct PodcastEpisodeDetailsHeaderView: View {
    @ObservedObject var podcastEpisodeDetailsViewModel: PodcastEpisodeDetailsViewModel //~ observable_object_wide_dependency
    var body: some View { Text(podcastEpisodeDetailsViewModel.episodeTitleForDisplay) }
}

struct PodcastEpisodeDetailsScreen: View {
    @StateObject private var podcastEpisodeDetailsViewModel = PodcastEpisodeDetailsViewModel()
    var body: some View {
        PodcastEpisodeDetailsHeaderView(podcastEpisodeDetailsViewModel: podcastEpisodeDetailsViewModel)
    }
}
