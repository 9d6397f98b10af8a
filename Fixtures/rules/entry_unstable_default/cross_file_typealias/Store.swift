final class PhotoStore {
    var count = 0
}
