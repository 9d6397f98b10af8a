// Declaration modifiers, parameter specifiers and ownership modifiers.
// @cover mod.access
public struct Account {
    public private(set) var balance = 0
    fileprivate(set) var history: [Int] = []
    internal(set) public var label = ""
    package var region = "eu"
    package(set) public var tier = 1
    open class Nested {}
    private let secret = "x"
    fileprivate func audit() {}
    internal init() {}
    public static let zero = Account()
}
open class Controller {
    open var title: String { "" }
    public final func seal() {}
    open func override() {}
    final class var shared: Controller { Controller() }
    open dynamic func swizzled() {}
    public dynamic var observed = 0
    required public init() {}
    private static func hidden() {}
    fileprivate class func factory() {}
}
package struct PackageOnly { package func call() {} }
private enum FilePrivateEnum {}
fileprivate protocol FilePrivateProtocol {}

// @cover mod.isolation
final class Bridge: @unchecked Sendable {
    nonisolated(unsafe) var unsafeCounter = 0
    nonisolated(unsafe) static var sharedState: [String] = []
    nonisolated let identifier = 1
    nonisolated func describe() -> String { "" }
    nonisolated var computed: Int { 0 }
    nonisolated(nonsending) func inherit() async {}
}
nonisolated(unsafe) var globalMutable = 0
nonisolated(unsafe) let globalHandle: UnsafeMutablePointer<Int>? = nil
actor Bank {
    var funds = 0
    func transfer(to other: isolated Bank, amount: Int) { other.funds += amount }
    nonisolated func id() -> ObjectIdentifier { ObjectIdentifier(self) }
}
func reportIn(_ actor: isolated (any Actor)? = #isolation) async {}
distributed actor Worker {
    distributed func work() async {}
    nonisolated func local() {}
}

// @cover mod.ownership-params
struct Buffer: ~Copyable {
    var bytes: [UInt8]
    consuming func take() -> [UInt8] { bytes }
    borrowing func peek() -> Int { bytes.count }
    mutating func clear() { bytes = [] }
    __consuming func legacyTake() {}
}
func process(_ buffer: consuming Buffer, _ other: borrowing Buffer, into result: inout [UInt8]) {}
func hand(off value: sending String) -> sending String { value }
func closureParams(_ body: (consuming String, borrowing Int, inout Double) -> Void) {}
func shared(_ x: __shared String, _ y: __owned String) {}
func autoclosure(_ message: @autoclosure () -> String = "", _ escaping: @escaping @Sendable () async -> Void) {}

// @cover mod.reference-ownership
class Parent {
    weak var delegate: AnyObject?
    unowned var owner: Parent
    unowned(safe) var safeOwner: Parent
    unowned(unsafe) var rawOwner: Parent
    weak var weakly: Parent? = nil { didSet {} }
    init(owner: Parent) {
        self.owner = owner
        safeOwner = owner
        rawOwner = owner
    }
}

// @cover mod.mutation-misc
struct Toggle {
    var on = false
    mutating func flip() { on.toggle() }
    nonmutating func read() -> Bool { on }
    var wrapped: Bool {
        mutating get { on }
        nonmutating set {}
    }
    static func == (l: Toggle, r: Toggle) -> Bool { l.on == r.on }
}
@objc protocol OptionalRequirements {
    @objc optional var maybe: Int { get }
    @objc optional func maybeCall()
}
class Sub: Controller {
    override open var title: String { "sub" }
    override final func override() {}
    required init() {}
    convenience init(title: String) { self.init() }
    override dynamic func swizzled() {}
    lazy private(set) var computedOnce = 1
    static private var counter = 0
    final override class var shared: Controller { Sub() }
}
indirect enum List { case end, node(Int, List) }
infix operator ~~ : DefaultPrecedence
prefix operator +++
