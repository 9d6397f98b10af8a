import SwiftLexer

/// The `decl` and `call` records of `entrylint dump`, read off the syntax tree.
enum TreeDump {
    static func records(_ tree: SyntaxTree, into out: inout [String]) {
        var visitor = Visitor(tree: tree)
        tree.walk(tree.root) { visitor.visit($0) }
        out += visitor.out
    }

    struct Visitor {
        let tree: SyntaxTree
        var out: [String] = []

        func position(ofToken t: Int) -> String {
            let (line, column) = tree.location(Int(tree.tokens[t].start))
            return "\(line):\(column)"
        }

        mutating func decl(_ kind: String, _ name: String, _ token: Int) {
            out.append("decl \(position(ofToken: token)) \(kind) \(name)")
        }

        /// The first token after a declaration's attributes and modifiers: its keyword.
        func keywordToken(_ id: NodeID) -> Int {
            var t = Int(tree[id].firstToken)
            for c in tree.children(id) {
                let k = tree.kind(c)
                if k == .attribute || k == .modifier || k == .ifConfigDecl { t = Int(tree[c].endToken) } else { break }
            }
            return t
        }

        func nameText(_ name: NodeID) -> String {
            let n = tree[name]
            if n.aux > 0 {
                let start = Int(tree.tokens[Int(n.firstToken)].start)
                return String(decoding: tree.source[start..<(start + Int(n.aux))], as: UTF8.self)
            }
            return tree.identifier(name)
        }

        mutating func named(_ id: NodeID, _ kind: String) {
            guard let name = tree.child(id, .name), tree[name].endToken > tree[name].firstToken else { return }
            decl(kind, nameText(name), Int(tree[name].firstToken))
        }

        mutating func bindings(_ pattern: NodeID, _ kind: String) {
            switch tree.kind(pattern) {
            case .identifierPattern:
                if tree[pattern].endToken > tree[pattern].firstToken {
                    decl(kind, tree.identifier(pattern), Int(tree[pattern].firstToken))
                }
            case .tuplePattern, .valueBindingPattern:
                for c in tree.children(pattern) { bindings(c, kind) }
            default:
                break
            }
        }

        /// The text of a type with whitespace removed, as the reference prints extended types.
        func compactText(_ id: NodeID) -> String {
            var s = ""
            let n = tree[id]
            guard n.endToken > n.firstToken else { return s }
            let r = tree.range(id)
            for b in tree.source[r] where !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D) {
                s.unicodeScalars.append(Unicode.Scalar(b))
            }
            return String(decoding: tree.source[r].filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }, as: UTF8.self)
        }

        mutating func visit(_ id: NodeID) -> Bool {
            switch tree.kind(id) {
            case .importDecl:
                let names = tree.children(id, .name)
                if let first = names.first, tree[first].endToken > tree[first].firstToken {
                    decl("import", names.map { tree.identifier($0) }.joined(separator: "."), Int(tree[first].firstToken))
                }
            case .classDecl: named(id, "class")
            case .actorDecl: named(id, "actor")
            case .structDecl: named(id, "struct")
            case .enumDecl: named(id, "enum")
            case .protocolDecl: named(id, "protocol")
            case .functionDecl: named(id, "func")
            case .typeAliasDecl: named(id, "typealias")
            case .associatedTypeDecl: named(id, "associatedtype")
            case .macroDecl: named(id, "macro")
            case .operatorDecl: named(id, "operator")
            case .precedenceGroupDecl: named(id, "precedencegroup")
            case .enumCaseElement: named(id, "case")
            case .extensionDecl:
                if let type = tree.children(id).first(where: { tree.kind($0).isType }), tree[type].endToken > tree[type].firstToken {
                    decl("extension", compactText(type), Int(tree[type].firstToken))
                }
            case .initializerDecl: decl("init", "init", keywordToken(id))
            case .deinitializerDecl: decl("deinit", "deinit", keywordToken(id))
            case .subscriptDecl: decl("subscript", "subscript", keywordToken(id))
            case .variableDecl:
                let kind = tree[id].flags.contains(.isLet) ? "let" : "var"
                for binding in tree.children(id, .patternBinding) {
                    if let pattern = PatternBinding(unchecked: tree, binding).pattern { bindings(pattern, kind) }
                }
            case .ifConfigClause:
                // `#if` conditions are not code: visit the branch contents only.
                for c in IfConfigClause(unchecked: tree, id).items {
                    tree.walk(c) { visit($0) }
                }
                return false
            case .callExpr:
                call(id)
            default:
                break
            }
            return true
        }

        mutating func call(_ id: NodeID) {
            guard let callee = tree.callee(id) else { return }
            var name = "?"
            var at = Int(tree[callee].firstToken)
            func memberName(_ m: NodeID) -> (String, Int)? {
                guard let n = tree.child(m, .name), tree[n].endToken > tree[n].firstToken else { return nil }
                return (tree.tokenText(Int(tree[n].firstToken)), Int(tree[n].firstToken))
            }
            switch tree.kind(callee) {
            case .identifierExpr:
                if let n = tree.child(callee, .name) {
                    name = tree.identifier(n)
                    at = Int(tree[n].firstToken)
                }
            case .memberAccessExpr:
                if let (text, t) = memberName(callee) { name = text; at = t }
            case .genericSpecializationExpr:
                if let base = GenericSpecializationExpr(unchecked: tree, callee).expression {
                    if tree.kind(base) == .identifierExpr, let n = tree.child(base, .name) {
                        name = tree.tokenText(Int(tree[n].firstToken))
                        at = Int(tree[n].firstToken)
                    } else if tree.kind(base) == .memberAccessExpr, let (text, t) = memberName(base) {
                        name = text
                        at = t
                    }
                }
            default:
                break
            }
            var labels = ""
            for c in tree.children(id) {
                switch tree.kind(c) {
                case .argument:
                    if tree[c].flags.contains(.labeled), let n = tree.child(c, .name) {
                        labels += tree.tokenText(Int(tree[n].firstToken)) + ":"
                    } else {
                        labels += "_:"
                    }
                case .trailingClosure:
                    if tree[c].flags.contains(.labeled), let n = tree.child(c, .name) {
                        labels += tree.tokenText(Int(tree[n].firstToken)) + "{}"
                    } else {
                        labels += "{}"
                    }
                default:
                    break
                }
            }
            if at >= tree.tokens.count { at = tree.tokens.count - 1 }
            out.append("call \(position(ofToken: at)) \(name) (\(labels))")
        }
    }
}
