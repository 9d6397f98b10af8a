// The conformance is declared here, the computed id in a third file.
extension Waypoint: Identifiable {}
