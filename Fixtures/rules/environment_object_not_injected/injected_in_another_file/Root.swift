// The readers are in Screens.swift; the injections are here.
import SwiftUI

struct Root: View {
    @StateObject private var router = Router()

    var body: some View {
        Screens()
            .environmentObject(Store.shared)
            .environmentObject(router)
    }
}
