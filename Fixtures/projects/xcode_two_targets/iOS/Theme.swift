import SwiftUI

// The iOS target's `Theme` is a class.
final class Theme {
    var accent = Color.blue
}
