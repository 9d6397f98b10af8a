struct Waypoint {
    var latitude: Double
    var longitude: Double
}
