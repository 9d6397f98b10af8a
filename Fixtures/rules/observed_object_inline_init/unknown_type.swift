// Decision: @ObservedObject requires an ObservableObject, which is always a class, so an initializer
// call is reported even when the type is declared in another module and unknown to the index.
// A call of a lowercase function is not an initializer call: unknown, not reported.
import SwiftUI
import ThirdPartyKit

struct PlayerView: View {
    @ObservedObject var player = ThirdPartyPlayer() //~ observed_object_inline_init
    @ObservedObject var made = makePlayer()

    var body: some View {
        Text("Player")
    }
}
