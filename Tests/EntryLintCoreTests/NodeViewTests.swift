@testable import EntryLintCore
import Foundation
import XCTest

/// The typed views (Syntax/NodeView.swift, NodeViews+*.swift): what each reads on small code,
/// and, on every fixture of the repository, that they agree with the tree's positional helpers
/// the rest of the code uses today.
final class NodeViewTests: XCTestCase {
    func parse(_ source: String) -> SyntaxTree { SwiftParser.parse(Array(source.utf8)) }

    /// The first node of `kind` in pre-order.
    func first(_ kind: NodeKind, in tree: SyntaxTree) throws -> NodeID {
        var found: NodeID?
        tree.walk(tree.root) { node in
            if found == nil, tree.kind(node) == kind { found = node }
            return found == nil
        }
        return try XCTUnwrap(found, "no \(kind)")
    }

    func text(_ tree: SyntaxTree, _ node: NodeID?) -> String? { node.map { tree.text($0) } }

    func testViewsRefuseOtherKinds() throws {
        let tree = parse("let x = f(1)")
        let call = try first(.callExpr, in: tree)
        XCTAssertNotNil(CallExpr(tree, call))
        XCTAssertNil(VariableDecl(tree, call))
        XCTAssertNil(CallExpr(tree, tree.root))
    }

    func testIfExprAndSubscript() throws {
        let tree = parse("if #available(iOS 17, *) { a() } else if b { c() } else { d() }\nlet x = items[0]")
        let ifExpr = try XCTUnwrap(IfExpr(tree, try first(.ifExpr, in: tree)))
        XCTAssertEqual(text(tree, ifExpr.conditions), "#available(iOS 17, *)")
        XCTAssertEqual(text(tree, ifExpr.thenBlock), "{ a() }")
        let elseIf = try XCTUnwrap(ifExpr.elseBranch.flatMap { IfExpr(tree, $0) })
        XCTAssertEqual(text(tree, elseIf.conditions), "b")
        XCTAssertEqual(text(tree, elseIf.elseBranch), "{ d() }")
        let sub = try XCTUnwrap(SubscriptExpr(tree, try first(.subscriptExpr, in: tree)))
        XCTAssertEqual(text(tree, sub.base), "items")
        XCTAssertEqual(sub.arguments.map { self.text(tree, $0.value) }, ["0"])
    }

    func testCallExpr() throws {
        let tree = parse(#"Button("Send", action: send) { Text("a") } label: { Image("b") }"#)
        let call = try XCTUnwrap(CallExpr(tree, try first(.callExpr, in: tree)))
        XCTAssertEqual(call.calleeName, "Button")
        XCTAssertEqual(call.arguments.map(\.label), [nil, "action"])
        XCTAssertEqual(call.arguments.map { self.text(tree, $0.value) }, [#""Send""#, "send"])
        XCTAssertEqual(call.trailingClosures.map(\.label), [nil, "label"])
        XCTAssertEqual(call.trailingClosures.map { $0.closure?.text }, [#"{ Text("a") }"#, #"{ Image("b") }"#])
        XCTAssertEqual(text(tree, call.argument(labeled: "label")), #"{ Image("b") }"#)
    }

    func testMemberAccessAndIdentifier() throws {
        let tree = parse("let a = view.padding(4); let b: Repo = .init()")
        var accesses: [MemberAccessExpr] = []
        tree.walk(tree.root) { node in
            if let access = MemberAccessExpr(tree, node) { accesses.append(access) }
            return true
        }
        XCTAssertEqual(accesses.map(\.name), ["padding", "init"])
        XCTAssertEqual(accesses.map(\.isImplicit), [false, true])
        XCTAssertEqual(accesses.map { $0.base.flatMap { IdentifierExpr(tree, $0)?.name } }, ["view", nil])
    }

    func testVariableDeclAndBindings() throws {
        let tree = parse("@State private var count: Int = 0, label = \"\"\nlet (a, b) = pair\nvar total: Int { count * 2 }")
        var decls: [VariableDecl] = []
        tree.walk(tree.root) { node in
            if let decl = VariableDecl(tree, node) { decls.append(decl) }
            return true
        }
        XCTAssertEqual(decls.map(\.isLet), [false, true, false])
        XCTAssertEqual(decls[0].attributes.map(\.name), ["State"])
        XCTAssertEqual(decls[0].modifiers, [.private])
        XCTAssertEqual(decls[0].bindings.map(\.name), ["count", "label"])
        XCTAssertEqual(decls[0].bindings.map { self.text(tree, $0.type) }, ["Int", nil])
        XCTAssertEqual(decls[0].bindings.map { self.text(tree, $0.value) }, ["0", #""""#])
        XCTAssertEqual(decls[1].bindings.map(\.name), [nil])
        XCTAssertEqual(text(tree, decls[1].bindings.first?.pattern), "(a, b)")
        XCTAssertEqual(decls[2].bindings.map(\.isComputed), [true])
        XCTAssertEqual(text(tree, decls[2].bindings.first?.getterBody), "{ count * 2 }")
    }

    func testAttribute() throws {
        let tree = parse("@available(iOS 17, *) @Foo.Bar<Int>(x: 1) func f() {}")
        let function = try XCTUnwrap(FunctionDecl(tree, try first(.functionDecl, in: tree)))
        XCTAssertEqual(function.attributes.map(\.name), ["available", "Bar"])
        XCTAssertEqual(function.attributes.map { self.text(tree, $0.type) }, ["available", "Foo.Bar<Int>"])
        XCTAssertEqual(function.attribute(named: "Bar")?.arguments.map(\.label), ["x"])
    }

    func testFunctionDeclAndParameters() throws {
        let tree = parse(#"static func f<T>(_ a: Int, b c: String = "", d: Int...) async throws -> Bool { true }"#)
        let function = try XCTUnwrap(FunctionDecl(tree, try first(.functionDecl, in: tree)))
        XCTAssertEqual(function.name, "f")
        XCTAssertEqual(function.modifiers, [.static])
        XCTAssertEqual(text(tree, function.genericParameters), "<T>")
        XCTAssertEqual(function.parameters.map(\.label), [nil, "b", "d"])
        XCTAssertEqual(function.parameters.map(\.localName), ["a", "c", "d"])
        XCTAssertEqual(function.parameters.map { self.text(tree, $0.type) }, ["Int", "String", "Int..."])
        XCTAssertEqual(function.parameters.map { self.text(tree, $0.defaultValue) }, [nil, #""""#, nil])
        XCTAssertEqual(function.parameters.map(\.isVariadic), [false, false, true])
        XCTAssertEqual(text(tree, function.effects), "async throws")
        XCTAssertEqual(text(tree, function.returnType), "Bool")
        XCTAssertEqual(text(tree, function.body), "{ true }")
    }

    func testTypeDeclsAndEnumCases() throws {
        let tree = parse("struct S: SwiftUI.View, Equatable { var body: some View { EmptyView() } }\nextension S { func f() {} }\nenum E: Int { case a, b(Int), c = 1 }")
        var types: [TypeDecl] = []
        tree.walk(tree.root) { node in
            if let type = TypeDecl(tree, node) { types.append(type) }
            return true
        }
        XCTAssertEqual(types.map(\.name), ["S", nil, "E"])
        XCTAssertEqual(types.map { self.text(tree, $0.extendedType) }, [nil, "S", nil])
        XCTAssertEqual(types[0].inheritedNames, ["View", "Equatable"])
        XCTAssertEqual(types.map { $0.members.count }, [1, 1, 1])
        let cases = try XCTUnwrap(EnumCaseDecl(tree, try first(.enumCaseDecl, in: tree)))
        XCTAssertEqual(cases.elements.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(cases.elements.map { $0.associatedValues.map { self.text(tree, $0.type) } }, [[], ["Int"], []])
        XCTAssertEqual(cases.elements.map { self.text(tree, $0.rawValue) }, [nil, nil, "1"])
    }

    func testIfConfigClauses() throws {
        let tree = parse("#if os(iOS)\nlet a = 1\nlet b = 2\n#elseif DEBUG\nlet c = 3\n#else\nlet d = 4\n#endif")
        let decl = try XCTUnwrap(IfConfigDecl(tree, try first(.ifConfigDecl, in: tree)))
        XCTAssertEqual(decl.clauses.map(\.keyword), [.if, .elseif, .else])
        XCTAssertEqual(decl.clauses.map(\.isElse), [false, false, true])
        XCTAssertEqual(decl.clauses.map { self.text(tree, $0.condition) }, ["os(iOS)", "DEBUG", nil])
        XCTAssertEqual(decl.clauses.map { $0.items.map { tree.text($0) } }, [["let a = 1", "let b = 2"], ["let c = 3"], ["let d = 4"]])
    }

    func testExpressions() throws {
        let tree = parse("let v = (try? load()) as? Int ?? (flag ? 1 : 2)\nlet s = \"a \\(x) b \\(y)\"\nlet c = { [weak self] item in self?.use(item) }")
        let cast = try XCTUnwrap(CastExpr(tree, try first(.castExpr, in: tree)))
        XCTAssertEqual(cast.operator, .conditional)
        XCTAssertEqual(text(tree, cast.expression), "(try? load())")
        XCTAssertEqual(text(tree, cast.type), "Int")
        let attempt = try XCTUnwrap(TryExpr(tree, try first(.tryExpr, in: tree)))
        XCTAssertEqual(attempt.form, .optional)
        XCTAssertEqual(text(tree, attempt.expression), "load()")
        let infix = try XCTUnwrap(InfixOperatorExpr(tree, try first(.infixOperatorExpr, in: tree)))
        XCTAssertEqual(infix.operatorText, "??")
        XCTAssertEqual(text(tree, infix.lhs), "(try? load()) as? Int")
        XCTAssertEqual(text(tree, infix.rhs), "(flag ? 1 : 2)")
        XCTAssertEqual(infix.operator, .nilCoalescing)
        XCTAssertEqual(infix.operands.map { [tree.text($0.lhs), tree.text($0.rhs)] }, ["(try? load()) as? Int", "(flag ? 1 : 2)"])
        let ternary = try XCTUnwrap(TernaryExpr(tree, try first(.ternaryExpr, in: tree)))
        XCTAssertEqual([ternary.condition, ternary.then, ternary.else].map { self.text(tree, $0) }, ["flag", "1", "2"])
        let string = try XCTUnwrap(StringLiteral(tree, try first(.stringLiteral, in: tree)))
        XCTAssertTrue(string.isInterpolated)
        XCTAssertEqual(string.interpolations.map { self.text(tree, $0.value) }, ["x", "y"])
        let closure = try XCTUnwrap(ClosureExpr(tree, try first(.closureExpr, in: tree)))
        XCTAssertEqual(closure.parameters.map(\.localName), ["item"])
        XCTAssertEqual(closure.captureItems.map { tree.text($0) }, ["weak self"])
        XCTAssertEqual(closure.statements.map { tree.text($0) }, ["self?.use(item)"])
    }

    func testOperatorsAndGenericRequirements() throws {
        let tree = parse("let r = 0..<items.count &&& x\nfunc f<T, U>() where T: View, U == Int, T: AnyObject {}")
        let ranges = try XCTUnwrap(InfixOperatorExpr(tree, try first(.infixOperatorExpr, in: tree)))
        // `&&&` is no standard operator: written as is, with no `OperatorID`.
        XCTAssertEqual(ranges.operatorText, "&&&")
        XCTAssertNil(ranges.operator)
        let range = try XCTUnwrap(ranges.lhs.flatMap { InfixOperatorExpr(tree, tree.unwrapped($0)) })
        XCTAssertEqual(range.operator, .halfOpenRange)
        XCTAssertEqual(range.operands.map { tree.text($0.rhs) }, "items.count")
        let clause = try first(.genericWhereClause, in: tree)
        let requirements = tree.children(clause, .genericRequirement).map { GenericRequirement(unchecked: tree, $0) }
        XCTAssertEqual(requirements.map(\.relation), [.conformance, .sameType, .conformance])
        XCTAssertEqual(requirements.map { $0.types.map { tree.text($0.constrained) + " / " + tree.text($0.constraint) } },
                       ["T / View", "U / Int", "T / AnyObject"])
    }

    func testShorthandsAndSmallViews() throws {
        let tree = parse("""
        func make() -> some View { return Store<Int>.shared!.view(-count) }
        func f() { self.value = .init(); x?.go(); let t = (any View).self }
        var v: (@Sendable () -> Void)? = nil
        """)
        let fn = try first(.functionDecl, in: tree)
        XCTAssertEqual(text(tree, tree.returnType(fn)), "some View")
        let ret = try XCTUnwrap(ReturnStmt(tree, try first(.returnStmt, in: tree)))
        XCTAssertEqual(text(tree, ret.value), "Store<Int>.shared!.view(-count)")
        let specialization = try XCTUnwrap(GenericSpecializationExpr(tree, try first(.genericSpecializationExpr, in: tree)))
        XCTAssertEqual(text(tree, specialization.expression), "Store")
        XCTAssertEqual(tree.text(tree.unspecialized(specialization.id)), "Store")
        let store = try XCTUnwrap(specialization.expression)
        XCTAssertEqual(tree.unspecialized(store), store)
        let unwrap = try XCTUnwrap(PostfixUnwrapExpr(tree, try first(.forceUnwrapExpr, in: tree)))
        XCTAssertTrue(unwrap.isForced)
        XCTAssertEqual(text(tree, unwrap.expression), "Store<Int>.shared")
        let chain = try XCTUnwrap(PostfixUnwrapExpr(tree, try first(.optionalChainingExpr, in: tree)))
        XCTAssertFalse(chain.isForced)
        XCTAssertEqual(text(tree, chain.expression), "x")
        let prefix = try XCTUnwrap(PrefixOperatorExpr(tree, try first(.prefixOperatorExpr, in: tree)))
        XCTAssertEqual(prefix.operatorText, "-")
        XCTAssertEqual(text(tree, prefix.operand), "count")
        let assignment = try XCTUnwrap(AssignmentExpr(tree, try first(.assignmentExpr, in: tree)))
        XCTAssertEqual(text(tree, assignment.target), "self.value")
        XCTAssertEqual(text(tree, assignment.value), ".init()")
        var accesses: [NodeID] = []
        tree.walk(tree.root) { node in
            if tree.kind(node) == .memberAccessExpr { accesses.append(node) }
            return true
        }
        XCTAssertEqual(accesses.map { self.text(tree, tree.memberBase($0)) },
                       ["Store<Int>.shared!", "Store<Int>", "self", nil, "x?", "(any View)"])
        XCTAssertEqual(accesses.map { tree.isBaselessMember($0) }, [false, false, false, true, false, false])
        XCTAssertNil(tree.memberBase(fn))
        XCTAssertFalse(tree.isBaselessMember(fn))
        let typeExpr = try XCTUnwrap(TypeExpr(tree, try first(.typeExpr, in: tree)))
        XCTAssertEqual(text(tree, typeExpr.type), "any View")
        let optional = try first(.optionalType, in: tree)
        // `T?` → `(…)` → its one element → `@Sendable …`.
        let tuple = try XCTUnwrap(tree.wrappedType(optional))
        XCTAssertEqual(tree.kind(tuple), .tupleType)
        let element = try XCTUnwrap(tree.wrappedType(tuple))
        XCTAssertEqual(tree.kind(element), .tupleTypeElement)
        let attributed = try XCTUnwrap(tree.wrappedType(element))
        XCTAssertEqual(tree.kind(attributed), .attributedType)
        XCTAssertEqual(text(tree, tree.wrappedType(attributed)), "() -> Void")
    }

    /// A block's items with every `#if` replaced by the items of all its clauses, read through
    /// the views.
    func flattened(_ tree: SyntaxTree, _ container: NodeID) -> [NodeID] {
        func expand(_ item: NodeID) -> [NodeID] {
            guard let decl = IfConfigDecl(tree, item) else { return [item] }
            return decl.clauses.flatMap { $0.items.flatMap(expand) }
        }
        return tree.children(container).flatMap(expand)
    }

    /// Every fixture: the views read what the positional helpers read.
    func testViewsAgreeWithTheTreeHelpersOnEveryFixture() throws {
        let root = Golden.repository.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
        XCTAssertGreaterThan(files.count, 250)
        var failures: [String] = []
        var checked = 0
        for url in files {
            let tree = SwiftParser.parse(Array(try Data(contentsOf: url)))
            func fail(_ node: NodeID, _ what: String) {
                let (line, column) = tree.location(tree.range(node).lowerBound)
                failures.append("\(url.lastPathComponent):\(line):\(column): \(what)")
            }
            tree.walk(tree.root) { node in
                checked += 1
                if let call = CallExpr(tree, node) {
                    let viewed = call.arguments.compactMap { a in a.value.map { (a.label, $0, false) } }
                        + call.trailingClosures.compactMap { t in t.closure.map { (t.label, $0.id, true) } }
                    if viewed.map({ "\($0.0 ?? "_") \($0.1) \($0.2)" }) != tree.arguments(node).map({ "\($0.label ?? "_") \($0.value) \($0.trailing)" }) {
                        fail(node, "CallExpr arguments differ from tree.arguments")
                    }
                }
                if let binding = PatternBinding(tree, node), binding.name != tree.bindingName(node) || binding.value != tree.initializerValue(node) {
                    fail(node, "PatternBinding differs")
                }
                if let clause = IfConfigClause(tree, node), clause.isElse != (tree[node].aux == 2) { fail(node, "IfConfigClause.isElse") }
                // `tree.items` flattens `#if` branches of a block; so do the clause views.
                if tree.kind(node) == .codeBlock || tree.kind(node) == .sourceFile, flattened(tree, node) != tree.items(node) {
                    fail(node, "IfConfigClause items differ from tree.items")
                }
                if let attribute = Attribute(tree, node), attribute.type.map({ tree.lastName(ofType: $0) }) ?? "" != tree.attributeName(node) {
                    fail(node, "Attribute name differs")
                }
                return true
            }
        }
        XCTAssertGreaterThan(checked, 50_000)
        XCTAssert(failures.isEmpty, failures.prefix(20).joined(separator: "\n"))
    }
}
