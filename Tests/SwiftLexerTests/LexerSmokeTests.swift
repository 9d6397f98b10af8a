import SwiftLexer
import XCTest

final class LexerSmokeTests: XCTestCase {
    func testKeywordsAndIdentifiers() {
        let stream = Lexer.lex(Array("let some = get".utf8))
        XCTAssertEqual(stream.tokens.map(\.kind), [.keyword, .identifier, .equal, .identifier, .eof])
        XCTAssertEqual(stream.tokens[1].keyword, .some)
    }
}
