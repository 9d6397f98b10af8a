@testable import EntryLintCore
import XCTest

/// The view inputs a file may change (`VaryingInputs`), from its tokens: construction labels
/// passed changing values, assignments, environment keys set to non-literals or with defaults
/// that are not fixed.
final class VaryingInputsTests: XCTestCase {
    func keys(_ source: String) -> NameHashSet { VaryingInputs.scan(SwiftParser.parse(Array(source.utf8))) }
    func has(_ source: String, _ key: String) -> Bool { keys(source).contains(PreviewUses.hash(key)) }

    func testConstructionLabels() {
        XCTAssertTrue(has("let v = Row(title: t, showsDivider: flag)", "Row(showsDivider"))
        XCTAssertFalse(has("let v = Row(title: t, showsDivider: true)", "Row(showsDivider"), "a literal is fixed")
        XCTAssertTrue(has("let v = Row(title: t)", "Row(title"))
        XCTAssertTrue(has("let v = UI.Row<Text>(showsDivider: x)", "Row(showsDivider"), "qualified and generic")
        XCTAssertTrue(has("let v = Row.init(showsDivider: x)", "Row(showsDivider"))
        XCTAssertTrue(has("let v: Row = .init(showsDivider: x)", "*(showsDivider"), "the type is not written")
        XCTAssertTrue(has("let rows = items.map(Row.init)", "Row(*"), "a function reference passes any label")
        XCTAssertFalse(has("struct Row { init(showsDivider: Bool) {} }", "*(showsDivider"), "a declaration is no call")
        let namespace = "struct A: View {\n    @Namespace private var ns\n    var body: some View { Row(space: ns) }\n}\n"
        XCTAssertFalse(has(namespace, "Row(space"), "a namespace ID is fixed for its view")
        XCTAssertTrue(has(namespace.replacingOccurrences(of: "@Namespace ", with: ""), "Row(space"))
    }

    /// Keys are hashed from the source bytes piece by piece, never joined into strings: the
    /// same hashes as the joined strings, backticks removed, every compound assignment.
    func testKeysHashedFromBytesAreTheJoinedStringsHashes() {
        XCTAssertTrue(has("let v = `Row`(`title`: t)", "Row(title"))
        XCTAssertTrue(has("func f() { `count` = 1 }", "=count"))
        for op in VaryingInputs.compoundAssignments {
            XCTAssertTrue(has("func f() { n \(op) 1 }", "=n"), op)
        }
        for op in ["==", "<=", ">=", "!=", "===", "<<", "+", "=>"] {
            XCTAssertFalse(has("func f() { n \(op) 1 }", "=n"), op)
        }
        var h = NameHasher()
        h.add("Row")
        h.add(UInt8(ascii: "("))
        h.add("title")
        XCTAssertEqual(h.value, PreviewUses.hash("Row(title"))
    }

    func testAssignments() {
        XCTAssertTrue(has("func f() { var copy = self; copy.tinted = on }", "=tinted"))
        XCTAssertTrue(has("func f() { isOn.toggle() }", "=isOn"))
        XCTAssertTrue(has("func f() { swap(&self.isOn, &b) }", "=isOn"))
        XCTAssertTrue(has("func f() { count += 1 }", "=count"))
        XCTAssertFalse(has("struct A { var isOn = false }", "=isOn"), "a declaration's initial value")
        XCTAssertFalse(has("func f() { if isOn == true {} }", "=isOn"))
    }

    func testEnvironmentKeys() {
        XCTAssertFalse(has("let v = Text(\"a\").environment(\\.isWidget, true)", "\\isWidget"))
        XCTAssertTrue(has("let v = Text(\"a\").environment(\\.isWidget, flag)", "\\isWidget"))
        XCTAssertFalse(has("struct A: View { @Environment(\\.isWidget) var isWidget }", "\\isWidget"), "a read")
        XCTAssertTrue(has("let v = Text(\"a\").transformEnvironment(\\.isWidget) { $0 = x }", "\\isWidget"))
        XCTAssertFalse(has("let v = ForEach(xs, id: \\.self) { Text($0) }", "\\self"))
        XCTAssertTrue(has("let v = Text(\"a\").environment(\\.self, values)", "\\self"))
        let declared = """
        extension EnvironmentValues {
            @Entry var isWidget = false
            @Entry var large = UserDefaults.standard.bool(forKey: "large")
            @Entry var selection: Int?
            var animated: Bool {
                get { self[AnimatedKey.self] }
                set { self[AnimatedKey.self] = newValue }
            }
            var compact: Bool { horizontalSizeClass == .compact }
            private struct AnimatedKey: EnvironmentKey {
                static let defaultValue: Bool = false
            }
        }
        """
        let found = keys(declared)
        XCTAssertFalse(found.contains(PreviewUses.hash("\\isWidget")))
        XCTAssertTrue(found.contains(PreviewUses.hash("\\large")), "a default that can change")
        XCTAssertFalse(found.contains(PreviewUses.hash("\\selection")))
        XCTAssertFalse(found.contains(PreviewUses.hash("\\animated")), "self[K.self] with a literal default")
        XCTAssertTrue(found.contains(PreviewUses.hash("\\compact")), "derived from other keys")
    }

    /// Calls of functions by name key their labels too; an argument that passes on a parameter
    /// of the enclosing function is varying only when some call of that function passes one.
    func testFunctionLabelsAndForwards() {
        XCTAssertTrue(has("let v = Text(\"a\").rounded(8, container: flag)", "rounded(container"))
        XCTAssertFalse(has("let v = Text(\"a\").rounded(8, container: true)", "rounded(container"))
        XCTAssertFalse(has("extension View { func rounded(container: Bool) -> some View { self } }", "rounded(container"),
                       "a declaration is no call")
        let forwarding = "extension View {\n    func tappable(menu: Bool = true) -> some View { modifier(Tappable(menu: menu)) }\n}\n"
        XCTAssertFalse(has(forwarding, "Tappable(menu"), "passed on, and no call passes a changing value")
        XCTAssertFalse(has(forwarding + "let a = Text(\"a\").tappable(menu: false)", "Tappable(menu"))
        XCTAssertTrue(has(forwarding + "let a = Text(\"a\").tappable(menu: isOn)", "Tappable(menu"), "followed from the caller")
        let rebound = "func f(menu: Bool) -> some View {\n    let menu = !menu\n    return Tappable(menu: menu)\n}\n"
        XCTAssertTrue(has(rebound, "Tappable(menu"), "a local that rebinds the parameter")
        var forwards = Set<VaryingForward>()
        _ = VaryingInputs.scan(SwiftParser.parse(Array(forwarding.utf8)), forwards: &forwards)
        XCTAssertEqual(forwards, [VaryingForward(from: PreviewUses.hash("tappable(menu"), to: PreviewUses.hash("Tappable(menu"))])
    }

    /// A statement of an `init`'s own body sets the value the view is made with; an assignment
    /// in a closure or branch of it, or in a method, is a change.
    func testInitializerAssignments() {
        XCTAssertFalse(has("struct A {\n    let on: Bool\n    init(on: Bool) {\n        self.on = on\n    }\n}\n", "=on"))
        XCTAssertFalse(has("struct A {\n    let on: Bool\n    init() {\n        on = true\n    }\n}\n", "=on"))
        XCTAssertTrue(has("struct A {\n    var on: Bool\n    init(x: Int) {\n        if x > 0 {\n            self.on = true\n        }\n    }\n}\n", "=on"))
        XCTAssertTrue(has("struct A {\n    var on = false\n    mutating func f() {\n        self.on = true\n    }\n}\n", "=on"))
    }

    /// Collection changes written as a bare name or through `self` also key their owner type.
    func testCollectionChangesKeyTheirOwner() {
        let source = "struct A {\n    @State var items: [Int] = []\n    func f() { items.remove(at: 0) }\n}\nfunc g(m: M) { m.items.remove(at: 0) }\n"
        XCTAssertTrue(has(source, "~items"))
        XCTAssertTrue(has(source, "~@A.items"))
        XCTAssertTrue(has(source, "~@items"), "through a base: owner unknown")
        XCTAssertFalse(has("struct B {\n    func f() { var items = [1]; items.removeLast() }\n}\n", "~@items"))
        XCTAssertTrue(has("struct C {\n    func f() { var items = [1]; items[0] = 2 }\n}\n", "^@C.items"), "an element edited")
    }

    func testTruncatedInputNeverCrashes() {
        let source = "extension EnvironmentValues { var a: Bool { get { self[K.self] } }\nstruct K { static let defaultValue = Row(x: &y, .init("
        for end in 0...source.utf8.count { _ = keys(String(decoding: Array(source.utf8).prefix(end), as: UTF8.self)) }
        let scopes = "struct A { @State var xs = [1]\n init(on: Bool) { self.on = on\n xs.remove(at: 0) }\n func f(menu: Bool) -> some View { T(menu: menu, x: .if(menu"
        for end in 0...scopes.utf8.count { _ = keys(String(decoding: Array(scopes.utf8).prefix(end), as: UTF8.self)) }
    }
}
