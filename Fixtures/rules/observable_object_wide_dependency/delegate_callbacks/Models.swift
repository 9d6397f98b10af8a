import SwiftUI
import Combine

// The delegate's method and the listener's, in another file than the observer that calls them.
final class TickPlayer: ObservableObject {
    @Published var currentTime = 0.0
    @Published var title = ""
    @Published var artist = ""
    @Published var isPlaying = false
}

extension TickPlayer: TickEngineDelegate {
    func tickEngine(_ engine: TickEngine, didUpdateTime time: Double) {
        currentTime = time
    }
}

final class HeardListener: ObservableObject {
    @Published var heardAt = 0.0
    @Published var label = ""
    @Published var detail = ""
    @Published var isOn = false

    func heard(_ time: Double) {
        heardAt = time
    }
}


final class DownloadQueue: ObservableObject {
    @Published var failures: [String] = []
    @Published var active = 0
    @Published var finished = 0
    @Published var paused = false
    private var observer: AnyCancellable?

    init() {
        observer = NotificationCenter.default.publisher(for: .init("DownloadFailed")).sink { [weak self] note in
            self?.failures.append(note.name.rawValue)
        }
    }
}
