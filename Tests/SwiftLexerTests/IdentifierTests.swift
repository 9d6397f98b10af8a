import SwiftLexer
import XCTest

/// Identifiers, keywords and contextual keywords, `$` forms and backticks.
final class IdentifierTests: XCTestCase {
    func testReservedKeywords() {
        for word in ["class", "let", "var", "func", "if", "else", "return", "init", "self", "Self", "Any", "true",
                     "nil", "try", "throws", "rethrows", "inout", "operator", "precedencegroup", "associatedtype"] {
            let t = token(word, in: "\(word) x")
            XCTAssertEqual(t?.kind, .keyword, word)
            XCTAssertEqual(t?.keyword?.text, word, word)
            XCTAssertEqual(t?.keyword?.isReserved, true, word)
        }
    }

    func testContextualKeywordsStayIdentifiers() {
        for word in ["some", "any", "async", "await", "actor", "get", "set", "willSet", "didSet", "mutating", "nonmutating",
                     "nonisolated", "consuming", "borrowing", "sending", "each", "isolated", "override", "lazy", "weak",
                     "unowned", "optional", "required", "convenience", "dynamic", "indirect", "open", "package",
                     "prefix", "postfix", "infix", "macro", "consume", "copy", "discard", "then", "Type", "Protocol"] {
            let t = token(word, in: "let \(word) = 1")
            XCTAssertEqual(t?.kind, .identifier, word)
            XCTAssertEqual(t?.keyword?.text, word, word)
            XCTAssertEqual(t?.keyword?.isReserved, false, word)
        }
        XCTAssertNil(token("someone", in: "someone")?.keyword)
        XCTAssertNil(token("Some", in: "Some")?.keyword, "keywords are case-sensitive")
        XCTAssertEqual(kinds("repeat { } while x"), [.keyword, .leftBrace, .rightBrace, .keyword, .identifier])
    }

    func testBackticks() {
        let t = token("`class`", in: "let `class` = 1")
        XCTAssertEqual(t?.kind, .identifier)
        XCTAssertEqual(t?.flags.contains(.backticked), true)
        XCTAssertNil(t?.keyword, "a backticked keyword is a plain name")
        XCTAssertEqual(texts("`if`.x"), ["`if`", ".", "x"])
        XCTAssertEqual(texts("`with space`"), ["`with space`"])
        XCTAssertEqual(kinds("``"), [.identifier])
        XCTAssertEqual(token("``", in: "``")?.flags.contains(.error), true)
        XCTAssertEqual(kinds("`a\nb`"), [.backtick, .identifier, .identifier, .backtick], "backticks do not span lines")
    }

    func testDollarAndWildcard() {
        XCTAssertEqual(kinds("$0"), [.dollarIdentifier])
        XCTAssertEqual(kinds("$12"), [.dollarIdentifier])
        XCTAssertEqual(kinds("$name"), [.identifier])
        XCTAssertEqual(kinds("$0a"), [.identifier])
        XCTAssertEqual(kinds("$"), [.identifier])
        XCTAssertEqual(kinds("_"), [.wildcard])
        XCTAssertEqual(kinds("_x"), [.identifier])
        XCTAssertEqual(kinds("__"), [.identifier])
        XCTAssertEqual(texts("$0.count"), ["$0", ".", "count"])
    }

    func testUnicodeIdentifiers() {
        XCTAssertEqual(texts("let café = π"), ["let", "café", "=", "π"])
        XCTAssertEqual(texts("漢字.count"), ["漢字", ".", "count"])
        XCTAssertEqual(kinds("🐶🐮"), [.identifier])
        XCTAssertEqual(texts("e\u{301}x"), ["e\u{301}x"], "combining marks continue an identifier")
        XCTAssertEqual(token("\u{301}x", in: "\u{301}x")?.flags.contains(.error), true, "but cannot start one")
        XCTAssertEqual(texts("👨‍👩‍👧 = 1"), ["👨‍👩‍👧", "=", "1"])
    }

    func testEditorPlaceholder() {
        XCTAssertEqual(kinds("f(<#value#>)"), [.identifier, .leftParen, .identifier, .rightParen])
        XCTAssertEqual(texts("<#T##Int#>"), ["<#T##Int#>"])
    }
}
