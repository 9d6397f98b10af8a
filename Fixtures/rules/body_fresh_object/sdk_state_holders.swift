import AVKit
import SwiftUI

// An SDK view that keeps its state in the object it is given: a new 'AVPlayer' for a
// 'VideoPlayer' starts playback again on every evaluation of a view that changes (a selection
// tapped): the default profile's. A player in a view that never changes (its body is evaluated
// once), or in a view with no state of its own (re-evaluated only when what it is given changes,
// which may never happen while the video plays), is the audit profile's.

struct Attachment { var url: URL }

struct MediaStack: View {
    let attachments: [Attachment]
    @State private var selected: Int?

    var body: some View {
        ForEach(attachments.indices, id: \.self) { k in
            VideoPlayer(player: AVPlayer(url: attachments[k].url)) //~ body_fresh_object
                .onTapGesture { selected = k }
        }
    }
}

struct IntroVideo: View {
    var body: some View {
        VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/intro.mov"))) //~ body_fresh_object
    }
}

struct AttachmentVideo: View {
    let url: URL

    var body: some View {
        VideoPlayer(player: AVPlayer(url: url)) //~ body_fresh_object
    }
}
