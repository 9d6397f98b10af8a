// An attribute whose argument list misses its `)`: the declaration it is attached to, and the
// ones after it, must still be found.
struct Gauge {
    @Setting(.init(key: "level") private var level: Int
    @Setting(.named("unit") var unit: String
    @Clamped(min: 0, max: 10 let step = 1
    @available(iOS 17, * func refresh() {}
    var after: Int { level }
}

@Marker(.init(tag: 1) final class Probe {
    let reading = 0
}

func afterProbe() {}
