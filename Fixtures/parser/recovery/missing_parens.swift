// Missing closing parentheses and brackets in calls, parameter lists,
// tuples and array literals.
func unclosedParameters(a: Int, b: String {
    print(a, b)
}

func afterParameters() {
    let value = compute(1, 2
    let next = [1, 2, 3
    let tuple = (1, (2, 3)
    print(value, next, tuple)
}

struct Model {
    var items = Array(repeating: 0, count: 3
    var ok = 1
    func method() { helper(label: 1 }
    func another() {}
}

let literal = [[1, 2], [3
let afterLiteral = 4
func compute(_ a: Int, _ b: Int) -> Int { a + b }
func helper(label: Int) {}
struct Final { let done = true }

struct Screen: View {
    var body: some View {
        Text("title"
            .font(.title)
        Image(systemName: "star")
            .frame(width: 20, height: 20
        Button("Go") { go( }
    }
    func go() {}
}
struct AfterScreen { var shown = true }

func subscripts(list: [Int]) -> Int {
    let a = list[0
    let b = list[(1 + 2]
    return a + b
}
func afterSubscripts() {}
