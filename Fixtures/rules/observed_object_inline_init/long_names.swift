// Long names are never cut: what does not fit in the first line moves to a note.
import SwiftUI

final class PodcastEpisodeDetailsViewModel: ObservableObject {
    @Published var episodeTitleForDisplay = ""
    func updateEpisodeTitleForDisplay() { episodeTitleForDisplay = episodeTitleForDisplay }
    init() {}
}

struct PodcastEpisodeDetailsContainerView: View {
    @ObservedObject var podcastEpisodeDetailsViewModelForHeader = PodcastEpisodeDetailsViewModel() //~ observed_object_inline_init
    var body: some View { Text(podcastEpisodeDetailsViewModelForHeader.episodeTitleForDisplay) }
}
