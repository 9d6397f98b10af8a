import SwiftUI

struct TrailRow: View {
    let trail: Trail
    let isFavorite: Bool

    @Environment(\.thumbnailRepository) private var thumbnails
    @Environment(\.mapDetail) private var mapDetail

    private static let distanceStyle = Measurement<UnitLength>.FormatStyle(width: .abbreviated)

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(trail.name)
                Text(trail.distance.formatted(Self.distanceStyle))
                Text(trail.updatedAt, format: .relative(presentation: .named))
            }
            Spacer()
            Image(systemName: isFavorite ? "star.fill" : "star")
                .opacity(mapDetail == .complete ? 1 : 0.5)
        }
    }
}
