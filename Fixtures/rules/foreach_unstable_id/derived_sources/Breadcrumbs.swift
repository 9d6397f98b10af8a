import Foundation
import SwiftUI

final class BrowserContext: ObservableObject {
    @Published var currentDir = "/"
    let home = URL(fileURLWithPath: "/Users")

    var currentURL: URL { URL(fileURLWithPath: currentDir) }

    func open(_ folder: String) {
        currentDir = currentDir + folder + "/"
    }
}

struct Breadcrumbs: View {
    @StateObject private var context = BrowserContext()

    var body: some View {
        HStack {
            // A part of a computed value of the object, which follows a directory that changes.
            ForEach(0..<context.currentURL.pathComponents.count, id: \.self) { index in //~ foreach_unstable_id
                Crumb(title: context.currentURL.pathComponents[index])
            }
            // Counter-example: a part of a constant of the object.
            ForEach(0..<context.home.pathComponents.count, id: \.self) { index in
                Crumb(title: context.home.pathComponents[index])
            }
        }
        .onAppear { context.open("Documents") }
    }
}

struct Crumb: View {
    let title: String
    @State private var hovering = false

    var body: some View {
        Text(title).onHover { hovering = $0 }
    }
}
