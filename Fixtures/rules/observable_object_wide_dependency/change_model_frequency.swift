import SwiftUI
import Combine

// The change model decides the profile: a view observing an object with many published
// properties is a default-profile finding when a property it does not read changes about once a
// second or more, faster than the one it reads. The snapshot marks the audit-only ones.

final class Download: ObservableObject {
    @Published var title = ""
    @Published var progress = 0.0
    @Published var bytes = 0
    @Published var state = ""
    private var timer: AnyCancellable?

    func start() {
        timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.tick()
        }
    }

    private func tick() {
        progress += 0.01
        bytes += 1024
    }

    func rename(_ name: String) { title = name }
}

// Reads only the title, renamed by hand; the progress ticks ten times a second. But its body is
// one Text: what passing the title instead would save costs little (the audit profile's).
struct DownloadTitle: View {
    @ObservedObject var download: Download //~ observable_object_wide_dependency

    var body: some View {
        Text(download.title)
    }
}

// Reads only the title too, and builds a row per tag: every tick re-evaluates them for nothing.
struct DownloadDetails: View {
    @ObservedObject var download: Download //~ observable_object_wide_dependency
    let tags: [String]

    var body: some View {
        VStack {
            Text(download.title)
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}

// Reads the progress itself: the ticks are what it shows, so only the audit profile has it.
struct DownloadBar: View {
    @ObservedObject var download: Download //~ observable_object_wide_dependency

    var body: some View {
        ProgressView(value: download.progress)
    }
}

final class Account: ObservableObject {
    @Published var name = ""
    @Published var email = ""
    @Published var avatar = ""
    @Published var plan = ""

    func update(name: String) { self.name = name }
    func update(email: String) { self.email = email }
}

// Nothing it does not read changes often: the audit profile's.
struct AccountName: View {
    @ObservedObject var account: Account //~ observable_object_wide_dependency

    var body: some View {
        Text(account.name)
    }
}

struct DownloadsScreen: View {
    @StateObject private var download = Download()
    @StateObject private var account = Account()

    var body: some View {
        VStack {
            DownloadTitle(download: download)
            DownloadDetails(download: download, tags: ["video", "hd"])
            DownloadBar(download: download)
            AccountName(account: account)
            Button("Rename") { download.rename("x"); account.update(name: "y") }
        }
        .onAppear { download.start() }
    }
}
