#!/usr/bin/env python3
"""Writes INDEX.md: each item of the parser's grammar checklist (ITEMS below), with
the fixture line ranges that cover it. A range is one `// @cover ID` section:
from its marker line to the line before the next marker (or the end of file).
Usage: python3 Fixtures/parser/index.py > Fixtures/parser/INDEX.md"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

# (grammar area, item, marker ids or whole files)
ITEMS = [
    ("declarations", "`import` (with kinds: `import struct A.B`)", "decl.import decl.import-kinds decl.import-attributes decl.import-access-levels decl.import-backticks"),
    ("declarations", "`let`/`var` with patterns and initializers", "decl.var-patterns decl.contextual-names"),
    ("declarations", "type annotations", "decl.var-type-annotations type.sugar"),
    ("declarations", "accessor blocks `get`/`set`", "decl.var-accessors-get-set decl.contextual-func-names"),
    ("declarations", "accessor blocks `willSet`/`didSet`", "decl.var-accessors-observers"),
    ("declarations", "accessor blocks `_read`/`_modify`", "decl.var-accessors-read-modify decl.subscript"),
    ("declarations", "`init` accessors", "decl.var-accessors-init"),
    ("declarations", "effectful getters", "decl.var-effectful-getters decl.subscript"),
    ("declarations", "`lazy`, property wrappers with arguments", "decl.var-lazy-wrappers attr.custom-wrappers"),
    ("declarations", "`func` with generics and `where`", "decl.func-generics type.generics-where"),
    ("declarations", "`func` `async`/`throws`/`throws(E)`/`rethrows`", "decl.func-effects"),
    ("declarations", "parameter packs `each T`/`repeat`", "decl.func-packs type.packs"),
    ("declarations", "default arguments, variadics, `inout`", "decl.func-basic"),
    ("declarations", "operator functions, nested functions, func modifiers", "decl.func-operators decl.func-nested decl.func-modifiers"),
    ("declarations", "`init`/`init?`/`init!` (convenience, required)", "decl.init"),
    ("declarations", "`deinit`", "decl.deinit"),
    ("declarations", "`subscript`", "decl.subscript"),
    ("declarations", "`typealias` (generic)", "decl.typealias type.functions type.function-attributes"),
    ("declarations", "`associatedtype`", "decl.protocol type.generics-where"),
    ("declarations", "`struct`", "decl.struct"),
    ("declarations", "`class`", "decl.class"),
    ("declarations", "`actor` (incl. distributed)", "decl.actor"),
    ("declarations", "`enum` (raw values, associated values, `indirect`)", "decl.enum"),
    ("declarations", "`protocol` (primary associated types)", "decl.protocol"),
    ("declarations", "`extension` (with `where`)", "decl.extension"),
    ("declarations", "`operator`", "decl.operator"),
    ("declarations", "`precedencegroup`", "decl.precedencegroup"),
    ("declarations", "`macro`", "decl.macro"),
    ("declarations", "freestanding macro declarations (`#Preview(\"x\") { … }`)", "decl.freestanding-macro swiftui.previews"),
    ("declarations", "`#warning`/`#error`", "decl.warning-error"),
    ("declarations", "contextual keywords used as names", "decl.contextual-names decl.contextual-func-names decl.contextual-uses decl.keywords-after-dot"),
    ("attributes", "`@available(…)` in every form", "attr.available"),
    ("attributes", "`@Entry`, `@State`, `@Observable`", "attr.swiftui-observation swiftui.environment"),
    ("attributes", "`@MainActor` and other concurrency attributes", "attr.concurrency"),
    ("attributes", "`@objc(name:)`, `@_spi(X)`, `@resultBuilder`, `@dynamicMemberLookup`, misc.", "attr.objc-spi-misc"),
    ("attributes", "custom wrappers with arguments", "attr.custom-wrappers"),
    ("attributes", "`@unchecked Sendable`, `@retroactive`, `@preconcurrency` conformances", "attr.sendable-retroactive"),
    ("modifiers", "access levels, `private(set)`, `package`, `open`, `final`, `dynamic`", "mod.access"),
    ("modifiers", "`nonisolated(unsafe)`, `isolated`, `distributed`", "mod.isolation"),
    ("modifiers", "`consuming`, `borrowing`, `sending`, `inout` parameters", "mod.ownership-params"),
    ("modifiers", "`weak`, `unowned(safe)`, `unowned(unsafe)`", "mod.reference-ownership"),
    ("modifiers", "`mutating`/`nonmutating`, `optional`, `override`, `required`, `convenience`", "mod.mutation-misc"),
    ("#if", "declarations at file scope, all branches kept", "ifconfig.file-scope"),
    ("#if", "complex conditions, nesting", "ifconfig.conditions"),
    ("#if", "type members", "ifconfig.members"),
    ("#if", "statements", "ifconfig.statements"),
    ("#if", "switch cases", "ifconfig.switch-cases"),
    ("#if", "postfix member chains", "ifconfig.postfix-chains"),
    ("statements", "`if` condition lists (`let x`, `var x`, `if let x`, `case`, `#available`)", "stmt.if-guard"),
    ("statements", "`guard`", "stmt.guard"),
    ("statements", "`for … in … where`", "stmt.for-in"),
    ("statements", "`while`", "stmt.while"),
    ("statements", "`repeat … while`", "stmt.repeat-while"),
    ("statements", "`switch` (patterns, `where`, `@unknown default`, multiple patterns)", "stmt.switch ifconfig.switch-cases"),
    ("statements", "`do`/`catch` (typed throws)", "stmt.do-catch"),
    ("statements", "`defer`", "stmt.defer"),
    ("statements", "labelled statements", "stmt.labelled"),
    ("statements", "`return`/`throw`/`break`/`continue`/`fallthrough`/`discard`", "stmt.control-transfer stmt.labelled decl.deinit"),
    ("expressions", "prefix/postfix/infix operators, custom operators", "expr.operators"),
    ("expressions", "ternary", "expr.ternary"),
    ("expressions", "`try`/`try?`/`try!`", "expr.try-in-chains stmt.do-catch"),
    ("expressions", "`await`", "expr.try-in-chains expr.inout-discard-ownership"),
    ("expressions", "`consume`/`copy`", "expr.inout-discard-ownership decl.contextual-uses"),
    ("expressions", "`as`/`as?`/`as!`/`is`", "expr.casts"),
    ("expressions", "assignment", "expr.assignment"),
    ("expressions", "closures (capture lists, parameters, `async throws ->`, `in`, `$0`)", "expr.closures"),
    ("expressions", "calls with labels", "expr.calls-labels"),
    ("expressions", "trailing closures, multiple labelled trailing closures", "expr.trailing-closures"),
    ("expressions", "callee shapes: `f()()`, `{ }()`, `Box<Int>()`, `.init()`", "expr.call-callees"),
    ("expressions", "`if` and `switch` expressions", "stmt.if-switch-expressions"),
    ("expressions", "key paths", "expr.keypaths"),
    ("expressions", "array/dictionary/tuple literals (`[:]`)", "expr.literals"),
    ("expressions", "implicit member expressions (`.init()`, `.red`)", "expr.implicit-members"),
    ("expressions", "optional chaining, force unwrap, subscripts", "expr.optional-force-subscripts"),
    ("expressions", "generic specialization, `Type.self`", "expr.generic-metatype expr.generic-vs-less-than"),
    ("expressions", "string interpolation contents", "expr.string-interpolation"),
    ("expressions", "regex literals", "expr.regex"),
    ("expressions", "`&inout`, `_`", "expr.inout-discard-ownership expr.discard-assignment"),
    ("expressions", "`#selector`, `#keyPath`, freestanding macro expressions", "expr.macro-expressions"),
    ("expressions", "generic `<` vs less-than", "expr.generic-vs-less-than"),
    ("expressions", "newline-sensitive postfix (`foo\\n(x)`, `foo\\n.bar`)", "expr.newline-postfix"),
    ("expressions", "`try` inside operator chains", "expr.try-in-chains"),
    ("expressions", "trailing commas in parameter, argument, tuple and capture lists", "expr.trailing-commas"),
    ("types", "optionals, `!`, arrays, dictionaries", "type.sugar"),
    ("types", "tuples (labelled)", "type.tuples"),
    ("types", "function types with effects", "type.functions"),
    ("types", "`@escaping`/`@Sendable`/`@MainActor` function types", "type.function-attributes expr.attributed-closure-types"),
    ("types", "`some`/`any`, `A & B`", "type.some-any-composition"),
    ("types", "metatypes `.Type`/`.Protocol`, member types `A.B<C>.D`", "type.metatypes-members"),
    ("types", "packs", "type.packs"),
    ("types", "`~Copyable`, generic where clauses", "type.noncopyable type.generics-where"),
    ("errors", "recovery: missing braces/parens, stray tokens, unterminated literals, misplaced keywords, garbage members", "file:recovery/missing_braces.swift file:recovery/missing_parens.swift file:recovery/stray_tokens.swift file:recovery/unterminated_string.swift file:recovery/unterminated_multiline_string.swift file:recovery/unterminated_comment.swift file:recovery/misplaced_keywords.swift file:recovery/garbage_members.swift file:recovery/ifconfig_errors.swift file:recovery/generics_errors.swift"),
    ("errors", "nesting limit, long lines (small versions; big ones generated by tests)", "file:recovery/pathological_deep_valid.swift file:recovery/pathological_unclosed.swift file:recovery/pathological_long_line.swift"),
    ("real code", "SwiftUI views, view models, environment, navigation, previews", "swiftui.views swiftui.view-models swiftui.environment swiftui.navigation-lists swiftui.builders-modifiers swiftui.previews"),
]

def sections():
    found = {}
    for root, dirs, files in os.walk(HERE):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, HERE)
            lines = open(path, encoding="utf-8").read().split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            marks = [(i + 1, m.group(1)) for i, l in enumerate(lines)
                     if (m := re.match(r"\s*// @cover ([a-z0-9.-]+)\s*$", l))]
            for k, (start, ident) in enumerate(marks):
                end = marks[k + 1][0] - 1 if k + 1 < len(marks) else len(lines)
                found.setdefault(ident, []).append(f"{rel}:{start}-{end}")
            found["file:" + rel] = [f"{rel}:1-{len(lines)}"]
    return found

def main():
    found = sections()
    used, missing = set(), []
    print("# Parser fixture coverage index\n")
    print("Generated by `python3 Fixtures/parser/index.py > Fixtures/parser/INDEX.md`.")
    print("Each item of the parser's grammar checklist maps to the fixture")
    print("sections that cover it. A section starts at a `// @cover ID` comment and ends")
    print("before the next one; line ranges are inclusive.\n")
    print("| Area | Item | Fixture lines |")
    print("|---|---|---|")
    for bullet, item, ids in ITEMS:
        refs = []
        for ident in ids.split():
            used.add(ident)
            if ident not in found:
                missing.append(ident)
            refs += found.get(ident, [f"MISSING {ident}"])
        print(f"| {bullet} | {item} | {'<br>'.join(refs)} |")
    unused = sorted(i for i in found if i not in used and not i.startswith("file:"))
    if unused:
        print("\nSections not referenced above: " + ", ".join(unused))
    if missing:
        sys.exit("missing sections: " + ", ".join(missing))

main()
