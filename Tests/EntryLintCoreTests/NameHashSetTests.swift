import XCTest
@testable import EntryLintCore

/// `NameHashSet` against `Set<UInt64>` on the same random operations: the same members after each
/// step, whatever the order of inserts and removals (backward-shift deletion keeps every member
/// reachable), including 0 and hashes that collide in their first slot.
final class NameHashSetTests: XCTestCase {
    func testAgreesWithSetUnderRandomInsertsAndRemovals() {
        var generator = IncrementalProjectTests.Random(state: 44)
        for round in 0..<20 {
            var reference = Set<UInt64>()
            var set = NameHashSet()
            // Few distinct values (many collisions and re-inserts) in some rounds, many in others.
            let range: UInt64 = round % 2 == 0 ? 64 : 1 << 40
            for _ in 0..<2_000 {
                let value = generator.next() % range
                if generator.next() % 3 == 0 {
                    XCTAssertEqual(set.remove(value), reference.remove(value))
                } else {
                    XCTAssertEqual(set.insert(value).inserted, reference.insert(value).inserted)
                }
                XCTAssertEqual(set.count, reference.count)
            }
            XCTAssertEqual(Set(set), reference)
            for value in 0..<min(range, 200) { XCTAssertEqual(set.contains(value), reference.contains(value)) }
        }
    }

    func testSetOperations() {
        let a: NameHashSet = [0, 1, 2, 3, 1 << 33]
        let b = NameHashSet([2, 3, 4])
        XCTAssertEqual(Set(a.intersection(b)), [2, 3])
        XCTAssertEqual(Set(a.union(b)), [0, 1, 2, 3, 4, 1 << 33])
        var c = a
        c.subtract(b)
        XCTAssertEqual(Set(c), [0, 1, 1 << 33])
        XCTAssertEqual(a, NameHashSet([1 << 33, 3, 2, 1, 0]))
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(NameHashSet().isEmpty)
    }
}
