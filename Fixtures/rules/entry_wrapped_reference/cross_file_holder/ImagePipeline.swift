final class ImagePipeline {
    init() {}
}
