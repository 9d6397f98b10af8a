import SwiftUI

// The Mac target's `Theme` is a struct of the same name.
struct Theme {
    var accent = Color.purple
}
