// Opt-in: without the enable line, nothing is reported.
import SwiftUI

struct Settings: View {
    @State var count = 0

    var body: some View {
        Text("\(count)")
    }
}
