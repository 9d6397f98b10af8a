// A child whose body is large: re-evaluating it is costly, so the closure is high impact.
import SwiftUI

struct Detail: View {
    let title: String
    let onDone: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.largeTitle).bold().padding(.top, 24)
            HStack { Image(systemName: "star"); Text("Rated").font(.caption); Spacer(); Text("4.5").monospacedDigit() }
            HStack { Image(systemName: "clock"); Text("Duration").font(.caption); Spacer(); Text("3 h").monospacedDigit() }
            HStack { Image(systemName: "map"); Text("Distance").font(.caption); Spacer(); Text("12 km").monospacedDigit() }
            HStack { Image(systemName: "flag"); Text("Start").font(.caption); Spacer(); Text("North gate").italic() }
            HStack { Image(systemName: "leaf"); Text("Season").font(.caption); Spacer(); Text("Spring").italic() }
            HStack { Image(systemName: "sun.max"); Text("Exposure").font(.caption); Spacer(); Text("Full sun").italic() }
            HStack { Image(systemName: "drop"); Text("Water").font(.caption); Spacer(); Text("Two springs").italic() }
            HStack { Image(systemName: "figure.walk"); Text("Level").font(.caption); Spacer(); Text("Moderate").italic() }
            Divider().padding(.vertical, 8)
            Text("Follow the ridge to the second saddle, then descend along the stream to the lake.")
                .font(.body).foregroundStyle(.secondary).lineLimit(nil).fixedSize(horizontal: false, vertical: true)
            Text("Parking fills early on weekends; the first bus leaves the station at seven.")
                .font(.body).foregroundStyle(.secondary).lineLimit(nil).fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 16) {
                Label("Save", systemImage: "bookmark").labelStyle(.iconOnly).padding(8).background(Circle().fill(.thinMaterial))
                Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly).padding(8).background(Circle().fill(.thinMaterial))
                Label("Map", systemImage: "map").labelStyle(.iconOnly).padding(8).background(Circle().fill(.thinMaterial))
                Spacer()
                Button("Done", action: onDone).buttonStyle(.borderedProminent).controlSize(.large)
            }
            .padding(.top, 16)
        }
        .padding(.horizontal, 20)
    }
}
