@testable import EntryLintCore
import XCTest

/// The shape the parser builds for representative code, as S-expressions (`TreeShape`): the
/// layouts `NodeKind` documents and the typed views (NodeViews+*.swift) read. A parser change
/// that moves a child shows up here first.
final class TreeShapeTests: XCTestCase {
    func assertShape(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let tree = SwiftParser.parse(Array(source.utf8))
        XCTAssertEqual(tree.errors, [], file: file, line: line)
        XCTAssertEqual(TreeShape.of(tree), expected, file: file, line: line)
    }

    func testStoredPropertyWithAttributeAndModifier() {
        assertShape(#"@State private var count: Int = 0"#, #"""
            (sourceFile
              (variableDecl
                (attribute
                  (identifierType (name "State")))
                (modifier aux=33 "private")
                (patternBinding
                  (identifierPattern "count")
                  (typeAnnotation
                    (identifierType (name "Int")))
                  (initializer (integerLiteral "0")))))
            """#)
    }

    func testComputedBodyWithModifierChain() {
        assertShape(#"var body: some View { Text("a").id(UUID()) }"#, #"""
            (sourceFile
              (variableDecl
                (patternBinding
                  (identifierPattern "body")
                  (typeAnnotation
                    (someOrAnyType
                      (identifierType (name "View"))))
                  (accessorBlock flags=2
                    (codeBlock
                      (callExpr
                        (memberAccessExpr
                          (callExpr
                            (identifierExpr (name "Text"))
                            (argument (stringLiteral "\"a\"")))
                          (name "id"))
                        (argument
                          (callExpr
                            (identifierExpr (name "UUID"))))))))))
            """#)
    }

    func testCallWithLabeledArgumentsAndTrailingClosures() {
        assertShape(#"Button("Send", action: send) { Text("a") } label: { Image("b") }"#, #"""
            (sourceFile
              (callExpr
                (identifierExpr (name "Button"))
                (argument (stringLiteral "\"Send\""))
                (argument flags=1
                  (name "action")
                  (identifierExpr (name "send")))
                (trailingClosure
                  (closureExpr
                    (callExpr
                      (identifierExpr (name "Text"))
                      (argument (stringLiteral "\"a\"")))))
                (trailingClosure flags=1
                  (name "label")
                  (closureExpr
                    (callExpr
                      (identifierExpr (name "Image"))
                      (argument (stringLiteral "\"b\"")))))))
            """#)
    }

    func testIfConfigClausesKeepConditionsFirstAndElseHasNone() {
        assertShape(#"""
            #if os(iOS)
            let a = 1
            #elseif DEBUG
            let b = 2
            #else
            let c = 3
            #endif
            """#, #"""
            (sourceFile
              (ifConfigDecl
                (ifConfigClause
                  (callExpr
                    (identifierExpr (name "os"))
                    (argument
                      (identifierExpr (name "iOS"))))
                  (variableDecl flags=1
                    (patternBinding
                      (identifierPattern "a")
                      (initializer (integerLiteral "1")))))
                (ifConfigClause aux=1
                  (identifierExpr (name "DEBUG"))
                  (variableDecl flags=1
                    (patternBinding
                      (identifierPattern "b")
                      (initializer (integerLiteral "2")))))
                (ifConfigClause aux=2
                  (variableDecl flags=1
                    (patternBinding
                      (identifierPattern "c")
                      (initializer (integerLiteral "3")))))))
            """#)
    }

    func testFunctionSignature() {
        assertShape(#"func f(_ a: Int, b c: String = "", d: Int...) async throws -> Bool { true }"#, #"""
            (sourceFile
              (functionDecl
                (name "f")
                (parameterClause
                  (parameter
                    (name "_")
                    (name "a")
                    (typeAnnotation
                      (identifierType (name "Int"))))
                  (parameter
                    (name "b")
                    (name "c")
                    (typeAnnotation
                      (identifierType (name "String")))
                    (initializer (stringLiteral "\"\"")))
                  (parameter
                    (name "d")
                    (typeAnnotation
                      (packExpansionType flags=2
                        (identifierType (name "Int"))))))
                (effects flags=3 "async throws")
                (returnClause
                  (identifierType (name "Bool")))
                (codeBlock (booleanLiteral "true"))))
            """#)
    }

    func testOperatorsFoldByPrecedence() {
        assertShape(#"a + b * c"#, #"""
            (sourceFile
              (infixOperatorExpr
                (identifierExpr (name "a"))
                (op aux=3 "+")
                (infixOperatorExpr
                  (identifierExpr (name "b"))
                  (op aux=5 "*")
                  (identifierExpr (name "c")))))
            """#)
    }

    func testCastTryAndTernary() {
        assertShape(#"x as? Int"#, #"""
            (sourceFile
              (castExpr aux=1
                (identifierExpr (name "x"))
                (identifierType (name "Int"))))
            """#)
        assertShape(#"try? f()"#, #"""
            (sourceFile
              (tryExpr aux=1
                (callExpr
                  (identifierExpr (name "f")))))
            """#)
        assertShape(#"a ? b : c"#, #"""
            (sourceFile
              (ternaryExpr
                (identifierExpr (name "a"))
                (identifierExpr (name "b"))
                (identifierExpr (name "c"))))
            """#)
    }

    func testClosureWithCaptureListAndShorthandParameter() {
        assertShape(#"{ [weak self] x in x }"#, #"""
            (sourceFile
              (closureExpr
                (closureSignature
                  (captureList
                    (captureItem (modifier aux=80 "weak") (name "self")))
                  (parameter (name "x")))
                (identifierExpr (name "x"))))
            """#)
    }

    func testEnumCaseElements() {
        assertShape(#"enum E { case a, b(Int), c = 1 }"#, #"""
            (sourceFile
              (enumDecl
                (name "E")
                (memberBlock
                  (enumCaseDecl
                    (enumCaseElement (name "a"))
                    (enumCaseElement
                      (name "b")
                      (parameterClause
                        (parameter
                          (typeAnnotation
                            (identifierType (name "Int"))))))
                    (enumCaseElement
                      (name "c")
                      (initializer (integerLiteral "1")))))))
            """#)
    }

    func testImplicitMemberInitializerOfAnEntry() {
        assertShape(#"@Entry var repo: Repo = .init()"#, #"""
            (sourceFile
              (variableDecl
                (attribute
                  (identifierType (name "Entry")))
                (patternBinding
                  (identifierPattern "repo")
                  (typeAnnotation
                    (identifierType (name "Repo")))
                  (initializer
                    (callExpr
                      (memberAccessExpr flags=1 (name "init")))))))
            """#)
    }

    func testForEachWithKeyPathAndClosure() {
        assertShape(#"ForEach(items, id: \.self) { item in Text(item) }"#, #"""
            (sourceFile
              (callExpr
                (identifierExpr (name "ForEach"))
                (argument
                  (identifierExpr (name "items")))
                (argument flags=1
                  (name "id")
                  (keyPathExpr
                    (keyPathComponent (name "self"))))
                (trailingClosure
                  (closureExpr
                    (closureSignature
                      (parameter (name "item")))
                    (callExpr
                      (identifierExpr (name "Text"))
                      (argument
                        (identifierExpr (name "item"))))))))
            """#)
    }

    /// A skimming parse keeps bodies as one token-range node, except those of declarations
    /// carrying an attribute the caller names: the parser knows no attribute's meaning.
    func testSkimmingKeepsOnlyTheBodiesOfMarkedDeclarations() {
        let source = Array("""
            @ViewBuilder func a() -> some View { Text("a") }
            func b() { run() }
            @ViewBuilder var c: some View { Text("c") }
            @MainActor var d: Int { 1 }
            """.utf8)
        XCTAssertEqual(TreeShape.of(SwiftParser.parse(source, skimBodies: true)), #"""
            (sourceFile
              (functionDecl
                (attribute
                  (identifierType (name "ViewBuilder")))
                (name "a")
                (parameterClause "()")
                (returnClause
                  (someOrAnyType
                    (identifierType (name "View"))))
                (codeBlock "{ Text(\"a\") }"))
              (functionDecl (name "b") (parameterClause "()") (codeBlock "{ run() }"))
              (variableDecl
                (attribute
                  (identifierType (name "ViewBuilder")))
                (patternBinding
                  (identifierPattern "c")
                  (typeAnnotation
                    (someOrAnyType
                      (identifierType (name "View"))))
                  (accessorBlock flags=2 (codeBlock "{ Text(\"c\") }"))))
              (variableDecl
                (attribute
                  (identifierType (name "MainActor")))
                (patternBinding
                  (identifierPattern "d")
                  (typeAnnotation
                    (identifierType (name "Int")))
                  (accessorBlock flags=2 (codeBlock "{ 1 }")))))
            """#)
        XCTAssertEqual(TreeShape.of(SwiftParser.parse(source, skimBodies: true, parsingBodiesMarked: ["ViewBuilder"])), #"""
            (sourceFile
              (functionDecl
                (attribute
                  (identifierType (name "ViewBuilder")))
                (name "a")
                (parameterClause "()")
                (returnClause
                  (someOrAnyType
                    (identifierType (name "View"))))
                (codeBlock
                  (callExpr
                    (identifierExpr (name "Text"))
                    (argument (stringLiteral "\"a\"")))))
              (functionDecl (name "b") (parameterClause "()") (codeBlock "{ run() }"))
              (variableDecl
                (attribute
                  (identifierType (name "ViewBuilder")))
                (patternBinding
                  (identifierPattern "c")
                  (typeAnnotation
                    (someOrAnyType
                      (identifierType (name "View"))))
                  (accessorBlock flags=2
                    (codeBlock
                      (callExpr
                        (identifierExpr (name "Text"))
                        (argument (stringLiteral "\"c\"")))))))
              (variableDecl
                (attribute
                  (identifierType (name "MainActor")))
                (patternBinding
                  (identifierPattern "d")
                  (typeAnnotation
                    (identifierType (name "Int")))
                  (accessorBlock flags=2 (codeBlock "{ 1 }")))))
            """#)
        // Without skimming, every body is parsed, whatever is marked.
        XCTAssertEqual(TreeShape.of(SwiftParser.parse(source, parsingBodiesMarked: ["ViewBuilder"])),
                       TreeShape.of(SwiftParser.parse(source)))
    }

    func testLeavesQuoteTheirTextAndErrorsAreFlagged() {
        XCTAssertEqual(TreeShape.quoted("a\"b\\c\nd\u{1}"), #""a\"b\\c\nd\u{1}""#)
        let tree = SwiftParser.parse(Array("let x = ".utf8))
        XCTAssertEqual(TreeShape.of(tree), #"""
            (sourceFile
              (variableDecl flags=1
                (patternBinding
                  (identifierPattern "x")
                  (initializer (missingExpr flags=128)))))
            """#)
    }
}
