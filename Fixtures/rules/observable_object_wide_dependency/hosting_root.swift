// A view that is only a hosting controller's root has no SwiftUI parent to hand it the value:
// the advice is @Observable. The same view built by a SwiftUI parent keeps "pass the value".
import SwiftUI
import UIKit

final class DownloadModel: ObservableObject {
    @Published var progress = 0.0
    @Published var fileName = ""
    @Published var bytesPerSecond = 0
    @Published var isPaused = false
}

struct DownloadPanel: View {
    @ObservedObject var model: DownloadModel //~ observable_object_wide_dependency

    var body: some View {
        ProgressView(value: model.progress)
    }
}

final class DownloadViewController: UIViewController {
    let model = DownloadModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: DownloadPanel(model: model))
        addChild(host)
    }
}

struct DownloadBadge: View {
    @ObservedObject var model: DownloadModel //~ observable_object_wide_dependency

    var body: some View {
        Text(model.fileName)
    }
}

final class BadgeViewController: UIViewController {
    let model = DownloadModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: DownloadBadge(model: model))
        addChild(host)
    }
}

struct DownloadsScreen: View {
    @StateObject private var model = DownloadModel()

    var body: some View {
        DownloadBadge(model: model)
    }
}
