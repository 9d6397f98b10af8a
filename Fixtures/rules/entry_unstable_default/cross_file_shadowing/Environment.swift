// The project declarations win over the SDK catalog: these are value types, nothing is reported.
import Foundation
import SwiftUI

extension EnvironmentValues {
    @Entry var decoder = JSONDecoder()
    @Entry var formatter: DateFormatter = .init()
}
