// Variables: patterns, annotations, initializers and every accessor form.
// @cover decl.var-patterns
let answer = 42
var counter: Int = 0
var first = 1, second = 2, third: Double = 3.5
let (width, height) = (320, 480)
let (origin, (dx, dy)) = (0, (1, 2))
var (name, _) = ("kept", "dropped")
let (label: tagged, value: _): (label: String, value: Int) = ("x", 1)
let _ = sideEffect()
var optionalName: String? = nil, forced: String! = "f"
let `class` = "keyword as identifier"
let emoji🎉 = "party", café = "cafe"
let closureValue: () -> Void = { print("hi") }

// @cover decl.var-type-annotations
var matrix: [[Double]] = [[1, 0], [0, 1]]
var lookup: [String: [Int]] = [:]
let handler: (@Sendable (Int) async throws -> String)? = nil
let generic: Result<Array<Int>, any Error> = .success([])

struct Temperature {
    // @cover decl.var-accessors-get-set
    var celsius: Double = 0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get {
            return celsius + 273.15
        }
        set(newKelvin) {
            celsius = newKelvin - 273.15
        }
    }
    var readOnly: String { "\(celsius)°C" }
    var explicitGet: Int { get { 1 } }
    var mutatingAccessors: Int {
        mutating get { 2 }
        nonmutating set { }
    }

    // @cover decl.var-accessors-observers
    var reading: Double = 0 {
        willSet { print("will set \(newValue)") }
        didSet { if reading > 100 { reading = 100 } }
    }
    var named: Int = 0 {
        willSet(incoming) { print(incoming) }
        didSet(previous) { print(previous, named) }
    }
    var onlyDidSet = [String]() {
        didSet {}
    }

    // @cover decl.var-accessors-read-modify
    private var storage: [Int] = []
    var items: [Int] {
        _read { yield storage }
        _modify { yield &storage }
    }
    var values: [Int] {
        get { storage }
        _modify {
            var copy = storage
            yield &copy
            storage = copy
        }
    }
}

// @cover decl.var-accessors-init
struct Angle {
    var radiansStorage: Double
    var degrees: Double {
        @storageRestrictions(initializes: radiansStorage)
        init(initialValue) {
            radiansStorage = initialValue * .pi / 180
        }
        get { radiansStorage * 180 / .pi }
        set { radiansStorage = newValue * .pi / 180 }
    }
    var turns: Double {
        @storageRestrictions(initializes: radiansStorage, accesses: degrees)
        init { radiansStorage = newValue * 2 * .pi }
        get { radiansStorage / (2 * .pi) }
    }
}

// @cover decl.var-effectful-getters
actor RemoteStore {
    var snapshot: [String] {
        get async throws { try await fetch() }
    }
    var status: Int {
        get async { 200 }
    }
    var cached: Data {
        get throws(StoreError) { throw StoreError.missing }
    }
    func fetch() async throws -> [String] { [] }
}

// @cover decl.var-lazy-wrappers
final class Settings {
    lazy var formatter = DateFormatter()
    lazy var expensive: [Int] = {
        (0..<100).map { $0 * $0 }
    }()
    @AppStorage("theme") var theme: String = "light"
    @Clamped(min: 0, max: 10) var volume = 5
    @UserDefault(key: "launches", defaultValue: 0) static var launches: Int
    @Published private(set) var isLoading = false
    static let shared = Settings()
    class var kind: String { "settings" }
    weak var delegate: AnyObject?
    unowned let owner: Settings
    init(owner: Settings) { self.owner = owner }
}

// Local variables inside functions and closures are declarations too.
func localBindings() {
    let local = 1
    var (p, q) = (local, 2)
    p += q
    q = p
    let inner = { () -> Int in
        let nested = 3
        return nested
    }
    _ = inner
}
