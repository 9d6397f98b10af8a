import SwiftUI

enum MapDetail: Equatable {
    case reduced
    case complete
}

struct TrailActions {
    var label = "open"

    func callAsFunction(_ trail: Trail) {}
}

private let defaultTrailActions = TrailActions()

extension EnvironmentValues {
    @Entry var thumbnailRepository: ThumbnailRepository?
    @Entry var placeholderRepository = ThumbnailRepository.placeholder
    @Entry var mapDetail = MapDetail.complete
    @Entry var openTrail = defaultTrailActions
    @Entry var onShare: ((Trail) -> Void)? = nil
    @Entry var isCompact = false
}

private struct RowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

extension EnvironmentValues {
    var rowSpacing: CGFloat {
        get { self[RowSpacingKey.self] }
        set { self[RowSpacingKey.self] = newValue }
    }
}
