// Static members added in an extension in their own file: one computed (fresh), one stored.
extension ResultCache {
    static var preview: ResultCache { ResultCache() }
    static let shared = ResultCache()
}
