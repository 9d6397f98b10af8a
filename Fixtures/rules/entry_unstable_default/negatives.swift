// Stable defaults: literals, enum cases, nil, value types of deterministic values, stored globals,
// static lets and SDK value types. None is reported.
import Foundation
import SwiftUI

enum SortOrder { case name, date }

struct Spacing {
    var small: CGFloat = 4
    var large: CGFloat = 16
}

final class Repository {
    static let live = Repository()
}

private let defaultRepository = Repository()

extension EnvironmentValues {
    @Entry var title = "Trails"
    @Entry var pageSize = 20
    @Entry var ratio: Double = 0.5
    @Entry var isCompact = false
    @Entry var selectedTab: Int = -1
    @Entry var indentation: UInt = 0
    @Entry var sortOrder = SortOrder.name
    @Entry var implicitCase: SortOrder = .date
    @Entry var missing: Repository? = nil
    @Entry var noDefault: Repository?
    @Entry var spacing = Spacing()
    @Entry var customSpacing = Spacing(small: 2, large: 24)
    @Entry var hoisted = defaultRepository
    @Entry var live = Repository.live
    @Entry var implicitLive: Repository = .live
    @Entry var tags: [String] = []
    @Entry var limits: [String: Int] = ["photos": 10]
    @Entry var pair = (1, "one")
    @Entry var tint: Color = .blue
    @Entry var font = Font.body
    @Entry var insets = EdgeInsets()
    @Entry var zeroInsets: EdgeInsets = .init()
    @Entry var size = CGSize.zero
    @Entry var homepage = URL(string: "https://example.com")
    @Entry var epoch = Date(timeIntervalSince1970: 0)
    @Entry var distantPast = Date.distantPast
    @Entry var fixedID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    @Entry var locale = Locale(identifier: "es_ES")
    @Entry var calendar = Calendar.current
    @Entry var timeZone = TimeZone.current
    @Entry var dateStyle = Date.FormatStyle.dateTime
    @Entry var nothing: Void = ()
}
