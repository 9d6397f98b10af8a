// Conditions that cannot change while the app runs never flip the branches, so the view keeps
// its identity: literals, '#available' results kept in a static, 'static let' flags, device
// idiom and platform checks, type tests. The declaration is still reported (some call flips).
import SwiftUI
import UIKit

extension View {
    @ViewBuilder func `if`<C: View>(_ condition: Bool, transform: (Self) -> C) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
}

extension Bool {
    static var newDesign: Bool {
        if #available(iOS 26, *) { return true } else { return false }
    }
}

enum Flags {
    static let compactLayout = ProcessInfo.processInfo.arguments.contains("-compact")
}

extension UIDevice {
    static var isPad: Bool { current.userInterfaceIdiom == .pad }
}

func iOS26Available() -> Bool {
    if #available(iOS 26.0, *) { return true } else { return false }
}

struct Card<Accessory: View>: View {
    let accessory: Accessory
    let isSelected: Bool

    var body: some View {
        Text("card")
            .if(true) { $0.padding() }
            .if(.newDesign) { $0.bold() }
            .if(Flags.compactLayout) { $0.font(.caption) }
            .if(UIDevice.isPad) { $0.frame(maxWidth: 600) }
            .if(UIDevice.current.userInterfaceIdiom == .phone) { $0.padding(4) }
            .if(Accessory.self != EmptyView.self) { $0.overlay(accessory) }
            .if(!Flags.compactLayout) { $0.italic() }
            .if(iOS26Available()) { $0.kerning(1) }
            .if(isSelected) { $0.underline() } //~ conditional_modifier
    }
}
