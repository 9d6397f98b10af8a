import SwiftUI
import UIKit

enum Flags {
    static let roundedCards = ProcessInfo.processInfo.arguments.contains("-rounded")
}

extension UIDevice {
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
