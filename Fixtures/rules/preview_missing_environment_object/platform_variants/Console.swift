import SwiftUI

final class Console: ObservableObject {
    @Published var title = ""
}

@main
struct ConsoleApp: App {
    @StateObject private var console = Console()

    var body: some Scene {
        WindowGroup {
            RequestView()
                .environmentObject(console)
        }
    }
}
