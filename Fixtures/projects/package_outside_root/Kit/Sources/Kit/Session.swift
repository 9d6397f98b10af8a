public final class Session {
    public init() {}
}
