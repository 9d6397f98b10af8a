final class ResultCache {
    init() {}
}
