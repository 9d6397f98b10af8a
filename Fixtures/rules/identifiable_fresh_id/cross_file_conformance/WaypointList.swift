import SwiftUI

struct WaypointList: View {
    let waypoints: [Waypoint]

    var body: some View {
        List(waypoints) { waypoint in
            Text("\(waypoint.latitude), \(waypoint.longitude)")
        }
    }
}
