// Initializers, deinitializers and subscripts.
// @cover decl.init
class Document {
    let title: String
    var pages: [String]

    init(title: String, pages: [String] = []) {
        self.title = title
        self.pages = pages
    }
    init?(json: [String: Any]) {
        guard let title = json["title"] as? String else { return nil }
        self.init(title: title)
    }
    init!(legacy: String) {
        self.init(title: legacy)
    }
    convenience init() {
        self.init(title: "Untitled")
    }
    required init(from decoder: any Decoder) throws {
        title = ""
        pages = []
    }
    init<S: Sequence>(title: String, sequence: S) where S.Element == String {
        self.title = title
        pages = Array(sequence)
    }
    init(streaming url: String) async throws {
        self.init(title: url)
    }
    init(strict: Int) throws(ValidationError) {
        self.init(title: "\(strict)")
    }
    public required convenience init(copying other: Document) {
        self.init(title: other.title, pages: other.pages)
    }
    @MainActor init(onMain: Void) { self.init() }
    nonisolated init(detached: Bool) { self.init() }

    // @cover decl.deinit
    deinit {
        print("released \(title)")
    }
}

actor Session {
    var token: String
    init(token: String) { self.token = token }
    isolated deinit { }
}

struct Handle: ~Copyable {
    let fd: Int32
    init(fd: Int32) { self.fd = fd }
    consuming func close() { discard self }
    deinit { print(fd) }
}

enum Direction {
    case north, south
    init?(symbol: Character) {
        switch symbol {
        case "N": self = .north
        case "S": self = .south
        default: return nil
        }
    }
}

// @cover decl.subscript
struct Grid<Element> {
    private var cells: [Element]
    let columns: Int

    init(columns: Int, cells: [Element]) {
        self.columns = columns
        self.cells = cells
    }
    subscript(row: Int, column: Int) -> Element {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(index: Int) -> Element { cells[index] }
    subscript(safe index: Int) -> Element? {
        cells.indices.contains(index) ? cells[index] : nil
    }
    subscript<R: RangeExpression>(range: R) -> ArraySlice<Element> where R.Bound == Int {
        cells[range]
    }
    subscript(keys: Int...) -> [Element] { keys.map { cells[$0] } }
    static subscript(kind: String) -> Int { kind.count }
    subscript(dynamicMember member: String) -> Int { 0 }
    subscript(_ a: Int, default value: @autoclosure () -> Element) -> Element {
        get { cells.indices.contains(a) ? cells[a] : value() }
        _modify { yield &cells[a] }
    }
    subscript(async index: Int) -> Element {
        get async throws { cells[index] }
    }
}

protocol Indexed {
    subscript(position: Int) -> String { get }
    subscript(name: String) -> Int { get set }
    static subscript(shared key: String) -> Self { get }
}

extension Array {
    subscript(checked index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
