// Every call of 'when' passes a condition that cannot change while the app runs.
import SwiftUI

struct Card<Body2: View>: View {
    let title: String
    let accessory: Body2

    var body: some View {
        VStack {
            Text(title)
                .when(true) { $0.bold() }
                .when { $0.padding() }
            Text("Rounded")
                .when(Flags.roundedCards) { $0.clipShape(RoundedRectangle(cornerRadius: 8)) }
            Text("Pad")
                .when(UIDevice.isPad) { $0.font(.title) }
            accessory
                .when(Body2.self != EmptyView.self) { $0.padding(.top) }
        }
    }
}

struct Badge: View {
    var body: some View {
        Text("New")
            .when(ProcessInfo.processInfo.isiOSAppOnMac) { $0.font(.caption) }
    }
}
