import SwiftUI

struct Screens: View {
    @EnvironmentObject var store: Store
    @EnvironmentObject var router: Router

    var body: some View {
        Text("\(store.count) \(router.path.count)")
    }
}
