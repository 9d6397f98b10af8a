// @ObservedObject does not own its object: an inline initializer runs again whenever the parent
// re-creates the view, replacing the object and its state.
import Combine
import SwiftUI

final class TurnipsViewModel: ObservableObject {
    @Published var prices: [Int] = []
    func updatePrices() { prices = prices }
    static var preview: TurnipsViewModel { TurnipsViewModel() }
    init() {}
    init(seed: Int) {}
}

final class MusicPlayer: ObservableObject {
    static let shared = MusicPlayer()
}

final class TabbarViewModel: ObservableObject {
    @Published var selected = 0
    init(player: MusicPlayer) {}
    func select(_ tab: Int) { selected = tab }
}

struct TurnipsView: View {
    @ObservedObject var viewModel = TurnipsViewModel() //~ observed_object_inline_init
    @ObservedObject private var seeded = TurnipsViewModel(seed: 3) //~ observed_object_inline_init
    @ObservedObject var annotated: TurnipsViewModel = .init() //~ observed_object_inline_init
    @ObservedObject var explicit: TurnipsViewModel = TurnipsViewModel() //~ observed_object_inline_init
    @ObservedObject private var tabbar = TabbarViewModel(player: MusicPlayer.shared) //~ observed_object_inline_init
    @ObservedObject var preview = TurnipsViewModel.preview //~ observed_object_inline_init

    var body: some View {
        Text("\(viewModel.prices.count)")
    }
}

struct MultiLineView: View {
    @ObservedObject
    var viewModel = TurnipsViewModel() //~ observed_object_inline_init

    var body: some View {
        Text("\(viewModel.prices.count)")
    }
}
