import Foundation

extension Waypoint {
    var id: UUID { UUID() } //~ identifiable_fresh_id
}
