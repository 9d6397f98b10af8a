// Regex literals versus the division operator.
import RegexBuilder

let text = "2024-01-31, 10 apples", a = 10, b = 5, c = 2
let simple = /abc/
let quantified = /a+b*c?/.ignoresCase()
let digits = text.matches(of: /\d+/)
let escapedSlash = /path\/to\/file/
let classes = /[a-z0-9_]+@[a-z]+\.[a-z]{2,}/
let groups = /(\d{4})-(\d{2})-(\d{2})/
let named = /(?<year>\d{4})-(?<month>\d{2})/
let bracketParen = /[()]+/
let unicodeRegex = /café|漢字/
let inArray = [/a/, /b/, /c/]
let inDict = ["x": /x+/, "y": /y+/]
let inCall = text.contains(/apple/)
let twoArgs = text.replacing(/\s+/, with: " ")
let afterColon: Regex<Substring> = /colon/
func make() -> Regex<Substring> { return /returned/ }
func ternaryRegex(_ flag: Bool) -> Regex<Substring> { flag ? /yes/ : /no/ }
let tryQuestion = try? /\w+/.wholeMatch(in: text)
let tryBang = try! /(\w+)/.firstMatch(in: text)
let prefixed = !/x/.regex.isEmpty
let inClosure = text.split { $0 == "," }.map { $0.firstMatch(of: /\d/) }

// Division, not regex.
let divide = a / b
let divideTight = a/b
let chain = a / b / c
let chainTight = a/b/c
let grouped = (a / b) / c
let divAssign = { var v = a; v /= b; return v }()
let mixedDivision = a / b * c / 2
let unapplied = [1, 2, 3].reduce(1, /)
let unappliedParen = (/)(a, b)
let lineContinued = a
    / b
    / c
let afterCall = max(a, b) / c
let afterSubscript = [a][0] / b
let afterLiteral = 10 / 2 / 1
let afterParen = (a) / (b)
let afterSelf = [a].count / b

// Extended literals with `#`.
let extended = #/a b c/#
let extendedSlash = #/a/b/c/#
let extendedTwo = ##/contains /# inside/##
let multiLine = #/
    (?<key> \w+ )   # a key
    \s* = \s*
    (?<value> \d+ ) # a value
    /#
let multiLineTwo = ##/
    begin /# still inside
    end
    /##

// Custom operators containing `/`.
infix operator /^/: MultiplicationPrecedence
func /^/ (lhs: Int, rhs: Int) -> Int { lhs / rhs }
let custom = a /^/ b
infix operator ∕∕: MultiplicationPrecedence
