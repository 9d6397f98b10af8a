// Card is compared over its title only: a new 'onOpen' closure does not make it look changed.
extension Card: Equatable {
    static func == (a: Card, b: Card) -> Bool { a.title == b.title }
}
