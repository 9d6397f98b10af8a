import SwiftUI

struct Trail: View {
    @State private var done = false
    var body: some View {
        Detail(title: "Ridge", onDone: { done = true }) //~ body_closure_argument
    }
}
