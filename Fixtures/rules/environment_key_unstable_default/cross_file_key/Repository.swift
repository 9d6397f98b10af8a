final class Repository {
    init() {}
}
