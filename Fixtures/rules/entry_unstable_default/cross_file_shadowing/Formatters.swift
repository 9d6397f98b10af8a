// The project declares its own value types named like SDK classes.
struct JSONDecoder {
    var strict = true
}

struct DateFormatter {
    var template = "yMMMd"
}
