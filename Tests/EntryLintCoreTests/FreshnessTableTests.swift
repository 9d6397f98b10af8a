@testable import EntryLintCore
import XCTest

/// The freshness evaluator as a table: an expression (with the type it is declared as, if any)
/// and the verdict it gets, with the type, the culprit and the reasons behind it. The project
/// the expressions see is `declarations`, indexed as pass 1 indexes a file; the SDK comes from
/// the catalog.
final class FreshnessTableTests: XCTestCase {
    static let declarations = """
        import SwiftUI

        final class Repo {}
        actor Worker {}
        struct Point { var x = 0 }
        struct Holder { var repo = Repo() }
        struct Deps { var cache: Repo; var limit = 20 }
        struct Guarded {
            let repo: Repo
            init(name: String) { repo = Repo() }
        }
        enum Source { case live(Repo), none }
        let sharedRepo = Repo()
        var computedRepo: Repo { Repo() }
        enum Factory {
            static let shared = Repo()
            static var fresh: Repo { Repo() }
            static func make() -> Repo { Repo() }
        }
        func makeRepo() -> Repo { Repo() }

        """

    struct Row {
        var expression: String
        var type: String?
        var kind: FreshnessKind
        var typeName: String?
        var culprit: String?
        var reasons: [String]
        var line: UInt

        init(_ expression: String, as type: String? = nil, _ kind: FreshnessKind, type typeName: String? = nil,
             culprit: String? = nil, reasons: [String] = [], line: UInt = #line) {
            self.expression = expression
            self.type = type
            self.kind = kind
            self.typeName = typeName
            self.culprit = culprit
            self.reasons = reasons
            self.line = line
        }
    }

    static let rows: [Row] = [
        // Literals and key paths are the same value every time.
        Row("0", .stable),
        Row("\"text\"", .stable),
        Row("nil", as: "Repo?", .stable),
        Row("[1, 2]", .stable),
        Row("\\Point.x", .stable),

        // A class or actor construction, however it is spelled, is a new instance.
        Row("Repo()", .freshReference, type: "Repo", culprit: "Repo()", reasons: ["'Repo()' creates a new 'Repo' instance"]),
        Row(".init()", as: "Repo", .freshReference, type: "Repo", culprit: ".init()", reasons: ["'.init()' creates a new 'Repo' instance"]),
        Row("Repo.init()", .freshReference, type: "Repo", culprit: "Repo.init()", reasons: ["'Repo.init()' creates a new 'Repo' instance"]),
        Row("Worker()", .freshReference, type: "Worker", culprit: "Worker()", reasons: ["'Worker()' creates a new 'Worker' instance"]),

        // A value type built from stable parts is stable.
        Row("Point()", .stable),
        Row("Point(x: 3)", .stable),

        // A value that holds a new instance: stored-property defaults, arguments, explicit initializers, enum payloads.
        Row("Holder()", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["'Holder' is a struct whose stored property 'repo' is initialized with 'Repo()', a new 'Repo' instance"]),
        Row("Deps(cache: Repo())", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["'Deps' is a value type, but its argument 'Repo()' creates a new 'Repo' instance"]),
        Row("Deps(cache: sharedRepo)", .stable),
        Row("Guarded(name: \"a\")", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["'Guarded.init' stores 'Repo()', a new 'Repo' instance, in 'repo'"]),
        Row("Source.live(Repo())", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["the enum payload holds 'Repo()'", "'Repo()' creates a new 'Repo' instance"]),
        Row(".live(Repo())", as: "Source", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["the enum payload holds 'Repo()'", "'Repo()' creates a new 'Repo' instance"]),
        Row("Source.none", .stable),

        // Tuples, collections and optionals holding one; force-unwrapping keeps the instance.
        Row("(Repo(), 1)", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["the tuple holds 'Repo()'", "'Repo()' creates a new 'Repo' instance"]),
        Row("[Repo()]", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["the array holds 'Repo()'", "'Repo()' creates a new 'Repo' instance"]),
        Row("[\"a\": Repo()]", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["the dictionary holds 'Repo()'", "'Repo()' creates a new 'Repo' instance"]),
        Row("Optional(Repo())", .wrappedReference, type: "Repo", culprit: "Repo()", reasons: ["'Optional' is a value type, but its argument 'Repo()' creates a new 'Repo' instance"]),
        Row("Repo()!", .freshReference, type: "Repo", culprit: "Repo()", reasons: ["'Repo()' creates a new 'Repo' instance"]),

        // Stored globals and statics are evaluated once; computed ones, and functions, are followed into their bodies.
        Row("sharedRepo", .stable),
        Row("computedRepo", .freshReference, type: "Repo", culprit: "computedRepo", reasons: ["computed global 'computedRepo' returns 'Repo()' each time it is read", "'Repo()' creates a new 'Repo' instance"]),
        Row("Factory.shared", .stable),
        Row("Factory.fresh", .freshReference, type: "Repo", culprit: "Factory.fresh", reasons: ["computed static property 'Factory.fresh' returns 'Repo()' each time it is read", "'Repo()' creates a new 'Repo' instance"]),
        Row("Factory.make()", .freshReference, type: "Repo", culprit: "Factory.make()", reasons: ["static function 'Factory.make()' returns 'Repo()' each time it is read", "'Repo()' creates a new 'Repo' instance"]),
        Row("makeRepo()", .freshReference, type: "Repo", culprit: "makeRepo()", reasons: ["function 'makeRepo()' returns 'Repo()' each time it is read", "'Repo()' creates a new 'Repo' instance"]),

        // A closure literal is a new closure; one invoked at once is what it returns.
        Row("{ Repo() }()", .freshReference, type: "Repo", culprit: "Repo()", reasons: ["'Repo()' creates a new 'Repo' instance"]),
        Row("{ Repo() }", .closure, culprit: "{ Repo() }", reasons: ["a closure literal"]),
        Row("{ }", .closure, culprit: "{ }", reasons: ["a closure literal"]),
        Row("{ sharedRepo }()", .stable),

        // Values that differ per read (the SDK catalog names them), also through a member.
        Row("UUID()", .nondeterministic, type: "UUID", culprit: "UUID()", reasons: ["'UUID()' makes a new identifier every time"]),
        Row("Date()", .nondeterministic, type: "Date", culprit: "Date()", reasons: ["'Date()' makes a new timestamp every time"]),
        Row("Date.now", .nondeterministic, type: "Date", culprit: "Date.now", reasons: ["'Date.now' reads the clock on every evaluation"]),
        Row(".now", as: "Date", .nondeterministic, type: "Date", culprit: ".now", reasons: ["'.now' reads the clock on every evaluation"]),
        Row("Int.random(in: 0..<10)", .nondeterministic, culprit: "Int.random(in: 0..<10)", reasons: ["'random' returns a different value on every call"]),
        Row("[1, 2].shuffled()", .nondeterministic, culprit: "[1, 2].shuffled()", reasons: ["'shuffled' returns a different value on every call"]),
        Row("UUID().uuidString", .nondeterministic, type: "UUID", culprit: "UUID().uuidString", reasons: ["'UUID()' makes a new identifier every time"]),

        // SDK values that are the same on every read.
        Row("Date(timeIntervalSince1970: 0)", .stable),
        Row("Calendar.current", .stable),
        Row("Locale.current", .stable),

        // SDK classes are classes.
        Row("JSONDecoder()", .freshReference, type: "JSONDecoder", culprit: "JSONDecoder()", reasons: ["'JSONDecoder()' creates a new 'JSONDecoder' instance"]),
        Row("DateFormatter()", .freshReference, type: "DateFormatter", culprit: "DateFormatter()", reasons: ["'DateFormatter()' creates a new 'DateFormatter' instance"]),
        Row("NSObject()", .freshReference, type: "NSObject", culprit: "NSObject()", reasons: ["'NSObject()' creates a new 'NSObject' instance"]),

        // A conditional is as fresh as its freshest branch.
        Row("flag ? Repo() : sharedRepo", .freshReference, type: "Repo", culprit: "Repo()", reasons: ["'Repo()' creates a new 'Repo' instance"]),
        Row("flag ? 1 : 2", .stable),

        // Names the index does not know give no verdict: the rules then report nothing.
        Row("unknownThing()", .unknown),
        Row("UnknownType()", .unknown),
        Row("lowercase()", .unknown),

        // Composed values.
        Row("\"\\(UUID())\"", .nondeterministic, type: "UUID", culprit: "UUID()", reasons: ["'UUID()' makes a new identifier every time"]),
        Row("Point(x: Int.random(in: 0..<3))", .nondeterministic, culprit: "Int.random(in: 0..<3)", reasons: ["'random' returns a different value on every call"]),
        Row("Deps(cache: Repo()).limit", .unknown),
    ]

    /// The evaluator over the declarations above, and the verdict of `expression` bound to a
    /// `let` (of `type`, when given).
    func verdicts() -> (String, String?, UInt) throws -> Verdict {
        let bytes = Array(Self.declarations.utf8)
        let summary = Summarizer.summarize(Summarizer.skimmingParse(bytes), path: "Model.swift", file: 0)
        let index = ProjectIndex([summary]) { file, range in file == 0 && range.upperBound <= bytes.count ? Array(bytes[range]) : nil }
        let evaluator = FreshnessEvaluator(index: index)
        return { expression, type, line in
            let source = "let probe" + (type.map { ": " + $0 } ?? "") + " = " + expression + "\n"
            let tree = SwiftParser.parse(Array(source.utf8))
            XCTAssertEqual(tree.errors, [], "\(expression) does not parse", line: line)
            var binding: NodeID?
            tree.walk(tree.root) { node in
                if binding == nil, tree.kind(node) == .patternBinding { binding = node }
                return binding == nil
            }
            let value = try XCTUnwrap(binding.flatMap { tree.initializerValue($0) }, expression, line: line)
            return evaluator.evaluate(tree, value, expectedType: type)
        }
    }

    func testTable() throws {
        let verdict = verdicts()
        for row in Self.rows {
            let verdict = try verdict(row.expression, row.type, row.line)
            XCTAssertEqual(verdict.kind, row.kind, row.expression, line: row.line)
            XCTAssertEqual(verdict.typeName, row.typeName, row.expression, line: row.line)
            XCTAssertEqual(verdict.culprit, row.culprit, row.expression, line: row.line)
            XCTAssertEqual(verdict.reasons.map(\.sentence), row.reasons, row.expression, line: row.line)
        }
    }

    /// The evaluator gives facts; the sentences above are the rules' wording of them.
    func testReasonsAreFactsNotSentences() throws {
        let verdict = verdicts()
        XCTAssertEqual(try verdict("Repo()", nil, #line).reasons, [.createsInstance(expression: "Repo()", type: "Repo")])
        XCTAssertEqual(try verdict("[Repo()]", nil, #line).reasons,
                       [.holds(.array, culprit: "Repo()"), .createsInstance(expression: "Repo()", type: "Repo")])
        XCTAssertEqual(try verdict("Deps(cache: Repo())", nil, #line).reasons,
                       [.valueTypeArgument(type: "Deps", argument: "Repo()", instanceType: "Repo")])
        XCTAssertEqual(try verdict("UUID()", nil, #line).reasons, [.makesNewValue(expression: "UUID()", type: "UUID")])
        XCTAssertEqual(try verdict("{ 1 }", nil, #line).reasons, [.closureLiteral])
    }
}
