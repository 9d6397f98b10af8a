import SwiftUI

extension EnvironmentValues {
    @Entry var media = MediaDependencies() //~ entry_wrapped_reference
}

struct Gallery: View {
    @Environment(\.media) private var media

    var body: some View {
        Text("\(media.maximumConcurrentLoads)")
    }
}
