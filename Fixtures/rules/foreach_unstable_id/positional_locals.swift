import SwiftUI

// An id made from a position in a local before the construction ('let windowId =
// "\(pid)-window-\(index)"', then 'WindowInfo(id: windowId, …)') is a position too: a window
// closing gives every later one a new id, and its row a new identity. The list reaches the
// collection through '@StateObject private var watcher = Watcher()', whose type only its
// construction names. A local made from the element's data alone keeps its id.

public struct WindowInfo: Identifiable {
    public let id: String
    public var title: String?
}

public struct TabInfo: Identifiable {
    public let id: String
    public var title: String
}

final class Watcher: ObservableObject {
    @Published var windows: [WindowInfo] = []
    @Published var tabs: [TabInfo] = []

    func refresh(_ titles: [String], pid: Int) {
        var fresh: [WindowInfo] = []
        var tabs: [TabInfo] = []
        for (index, title) in titles.enumerated() {
            let windowId = "\(pid)-window-\(title)-\(index)"
            fresh.append(WindowInfo(
                id: windowId,
                title: title
            ))
            let tabId = "\(pid)-tab-\(title)"
            tabs.append(TabInfo(id: tabId, title: title))
        }
        windows = fresh
        self.tabs = tabs
    }
}

struct WindowRow: View {
    let title: String
    @State private var showsDetails = false

    var body: some View {
        Button(title) { showsDetails.toggle() }
            .popover(isPresented: $showsDetails) { Text(title) }
    }
}

struct WindowsList: View {
    @StateObject private var watcher = Watcher()

    var body: some View {
        List {
            ForEach(watcher.windows, id: \.id) { window in //~ foreach_unstable_id
                WindowRow(title: window.title ?? "")
            }
            ForEach(watcher.tabs) { tab in
                WindowRow(title: tab.title)
            }
        }
        .task { watcher.refresh(["A", "B"], pid: 1) }
    }
}
