/// A reference type: an `@Entry` default that creates one makes a new instance on every read.
final class Library {
    var shelves: [String] = []
}
