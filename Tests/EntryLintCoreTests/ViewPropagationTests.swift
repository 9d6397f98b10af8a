@testable import EntryLintCore
import XCTest

/// `ViewPropagation.propagate`: children at least as frequent as the parents that pass them
/// something new, through chains and cycles, whatever the order of the sites.
final class ViewPropagationTests: XCTestCase {
    func site(_ parent: String, _ child: String, line: Int) -> ViewPropagation.Site {
        ViewPropagation.Site(parent: parent, child: child, argument: "onTap", kind: .closure, path: "A.swift", line: line)
    }

    func testChainsCyclesAndOrder() {
        let own: [String: (frequency: ChangeFrequency, isUnknown: Bool)] = [
            "Root": (.tick, false), "Mid": (.once, false), "Leaf": (.fixed, false),
            "A": (.action, true), "B": (.fixed, false), "Lone": (.stream, false),
        ]
        let sites = [site("Root", "Mid", line: 3), site("Mid", "Leaf", line: 9), site("Leaf", "Mid", line: 12),
                     site("A", "B", line: 20), site("B", "A", line: 21), site("Lone", "Root", line: 30),
                     site("Root", "Unknown", line: 31), site("Mid", "Root", line: 4)]
        for sites in [sites, sites.reversed()] {
            let raised = ViewPropagation.propagate(own: own, sites: sites)
            XCTAssertEqual(raised.keys.sorted(), ["B", "Leaf", "Mid"])
            XCTAssertEqual(raised["Mid"]?.frequency, .tick)
            XCTAssertEqual(raised["Mid"]?.via, .pass(site("Root", "Mid", line: 3)))
            // Leaf is raised through Mid, now at Root's frequency; the cycle back stops.
            XCTAssertEqual(raised["Leaf"]?.frequency, .tick)
            XCTAssertEqual(raised["Leaf"]?.via, .pass(site("Mid", "Leaf", line: 9)))
            XCTAssertEqual(raised["B"]?.frequency, .action)
            XCTAssertEqual(raised["B"]?.isUnknown, true)
        }
    }

    func testRowsSeedAFrequency() {
        let own: [String: (frequency: ChangeFrequency, isUnknown: Bool)] = ["Feed": (.once, false), "Row": (.fixed, false), "Cell": (.fixed, false)]
        let rows = [ViewPropagation.RowSite(parent: "Feed", child: "Row", frequency: .action, path: "F.swift", line: 5)]
        let raised = ViewPropagation.propagate(own: own, sites: [site("Row", "Cell", line: 40)], rows: rows)
        XCTAssertEqual(raised["Row"]?.frequency, .action)
        XCTAssertEqual(raised["Row"]?.via, .rows(rows[0]))
        XCTAssertEqual(raised["Cell"]?.frequency, .action)
        XCTAssertNil(raised["Feed"])
    }
}
