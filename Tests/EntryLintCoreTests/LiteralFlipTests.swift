@testable import EntryLintCore
import XCTest

/// A Boolean literal written in tick- or frame-rate code (`WriteFrequencies.changeGuard`): the
/// value changes only after something else set it otherwise, so the write is a flip, as often as
/// a user acts; any other value written there keeps the callback's rate.
final class LiteralFlipTests: XCTestCase {
    func keys(_ body: String) -> NameHashSet {
        let source = """
        struct Clock: View {
            @State private var showsPopover = false
            @State private var elapsed = 0
            private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("\\(elapsed)")
                    .onReceive(timer) { _ in \(body) }
            }
        }
        """
        return WriteFrequencies.scan(SwiftParser.parse(Array(source.utf8)))
    }

    func key(_ f: ChangeFrequency, _ property: String) -> UInt64 {
        WriteFrequencies.frequencyKey("chg:", f, owner: "Clock", name: property)
    }

    func testABooleanLiteralWrittenPerTickFlips() {
        let facts = keys("showsPopover = false")
        XCTAssertTrue(facts.contains(key(.action, "showsPopover")))
        XCTAssertFalse(facts.contains(key(.tick, "showsPopover")))
        let guarded = keys("if elapsed > 10 { showsPopover = true }")
        XCTAssertTrue(guarded.contains(key(.action, "showsPopover")))
    }

    func testOtherValuesKeepTheTicksRate() {
        XCTAssertTrue(keys("elapsed += 1").contains(key(.tick, "elapsed")))
        XCTAssertTrue(keys("showsPopover = elapsed % 2 == 0").contains(key(.tick, "showsPopover")), "a computed Boolean can change per tick")
        XCTAssertTrue(keys("showsPopover = false || elapsed > 3").contains(key(.tick, "showsPopover")), "not a literal on its own")
    }
}
