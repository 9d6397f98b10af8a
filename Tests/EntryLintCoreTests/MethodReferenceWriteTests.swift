@testable import EntryLintCore
import XCTest

/// A method handed by name to a callback (`.onAppear(perform: load)`, `Button("Save", action:
/// save)`) runs as often as that callback: the call's name decides first (`onAppear` is once,
/// though a `perform:` closure alone is an action). A write in a `catch` of a method follows
/// the method's callers, at most as often as the user acts when nothing calls it.
final class MethodReferenceWriteTests: XCTestCase {
    func keys(_ modifier: String, _ method: String) -> NameHashSet {
        let source = """
        struct Loader: View {
            @State private var artist: String?
            var body: some View {
                Text(artist ?? "")
                    \(modifier)
            }
            private func load() {
                \(method)
            }
        }
        """
        return WriteFrequencies.scan(SwiftParser.parse(Array(source.utf8)))
    }

    func key(_ f: ChangeFrequency) -> UInt64 {
        WriteFrequencies.frequencyKey("chg:", f, owner: "Loader", name: "artist")
    }

    func testAMethodHandedToOnAppearWritesOnce() {
        let facts = keys(".onAppear(perform: load)", "artist = \"x\"")
        XCTAssertTrue(facts.contains(key(.once)))
        XCTAssertFalse(facts.contains(key(.action)))
        let tapped = keys(".onTapGesture(count: 2, perform: load)", "artist = \"x\"")
        XCTAssertTrue(tapped.contains(key(.action)))
        let ticked = keys(".onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect(), perform: { _ in load() })", "artist = \"x\"")
        XCTAssertTrue(ticked.contains(key(.tick)), "a closure calling it keeps the closure's rate")
    }

    func testAMethodHandedToOnHoverStaysUnseen() {
        // Its writes are hover flags, which only a closure of `onHover` marks: not an action.
        let facts = keys(".onHover(perform: { _ in }).onHover(perform: load)", "artist = \"x\"")
        XCTAssertFalse(facts.contains(key(.action)))
        XCTAssertFalse(facts.contains(key(.once)))
    }

    func testACatchInALoadWritesAsOftenAsTheLoad() {
        let facts = keys(".onAppear(perform: load)", "do { try check() } catch { artist = \"failed\" }")
        XCTAssertTrue(facts.contains(key(.once)))
        XCTAssertFalse(facts.contains(key(.action)))
    }

    func testAValueNotACallbackIsNoCall() {
        // `.onChange(of: load)` hands a value, not a callback: no frequency for `load`'s writes here.
        let facts = keys(".onChange(of: artist) { _, _ in }", "artist = \"x\"")
        XCTAssertFalse(facts.contains(key(.once)))
    }
}

/// A timer whose interval is a setting counted in minutes (`TimeInterval(minutes * 60)`) fires at
/// most once a minute: a poll, not a tick.
final class TimerIntervalTests: XCTestCase {
    func keys(_ interval: String) -> NameHashSet {
        let source = """
        struct Poller: View {
            @State private var checked = 0
            @State private var timer: Timer?
            var body: some View {
                Text("\\(checked)")
                    .onAppear {
                        timer = Timer.scheduledTimer(withTimeInterval: \(interval), repeats: true) { _ in checked += 1 }
                    }
            }
        }
        """
        return WriteFrequencies.scan(SwiftParser.parse(Array(source.utf8)))
    }

    func key(_ f: ChangeFrequency) -> UInt64 {
        WriteFrequencies.frequencyKey("chg:", f, owner: "Poller", name: "checked")
    }

    func testAnIntervalInMinutesIsAPoll() {
        XCTAssertTrue(keys("TimeInterval(checkInterval * 60)").contains(key(.stream)))
        XCTAssertFalse(keys("TimeInterval(checkInterval * 60)").contains(key(.tick)))
        XCTAssertTrue(keys("Double(60 * hours)").contains(key(.stream)))
    }

    func testAnUnknownIntervalStaysATick() {
        XCTAssertTrue(keys("TimeInterval(frameTime * 2)").contains(key(.tick)))
        XCTAssertTrue(keys("0.5").contains(key(.tick)))
    }
}
