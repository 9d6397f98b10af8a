import SwiftUI

struct ProfileScreen: View {
    let joined: Date

    var body: some View {
        VStack {
            header
            since
        }
    }
}
