enum Services {
    struct Configuration {
        var retries = 3
    }
}
