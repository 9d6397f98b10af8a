import SwiftUI

struct CacheView: View {
    @Environment(\.cache) private var cache

    var body: some View {
        Text("cached")
    }
}
