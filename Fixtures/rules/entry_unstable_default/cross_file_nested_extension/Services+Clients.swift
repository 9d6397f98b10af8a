// A class nested in an enum through an extension in another file.
extension Services {
    final class Client {
        init(configuration: Configuration = Configuration()) {}
    }
}
