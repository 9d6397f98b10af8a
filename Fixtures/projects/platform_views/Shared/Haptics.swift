#if canImport(UIKit)
import UIKit

struct Haptics {
    var strength = 1.0
}
#elseif canImport(AppKit)
import AppKit

final class Haptics {
    var strength = 1.0
}
#endif
