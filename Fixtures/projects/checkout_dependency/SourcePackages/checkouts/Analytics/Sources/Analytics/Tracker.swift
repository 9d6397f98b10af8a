public final class Tracker {
    public init() {}
}
