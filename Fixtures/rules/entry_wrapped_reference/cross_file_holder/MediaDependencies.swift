// The stored-property initializer that creates the class lives in this file.
struct MediaDependencies {
    var pipeline = ImagePipeline()
    var maximumConcurrentLoads = 4
}
