import SwiftUI
import AVFoundation

// An object written by a delegate callback that a periodic time observer calls
// (`delegate?.engine(self, didUpdateTime:)`): the callback is the object's own method, declared by
// a project protocol it conforms to, so its writes are as frequent as the observer (a tick). A
// method of the same name that no such protocol declares stays a guess.
protocol TickEngineDelegate: AnyObject {
    func tickEngine(_ engine: TickEngine, didUpdateTime time: Double)
}

final class TickEngine {
    weak var delegate: TickEngineDelegate?
    let player = AVPlayer()
    var observer: Any?

    func start() {
        observer = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { [weak self] time in
            guard let self else { return }
            self.delegate?.tickEngine(self, didUpdateTime: time.seconds)
            self.listener?.heard(time.seconds)
        }
    }

    weak var listener: HeardListener?
}

