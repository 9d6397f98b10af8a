// An extension makes Photo Equatable: SwiftUI compares arrays of photos with ==.
import Foundation

extension Photo: Equatable {}
