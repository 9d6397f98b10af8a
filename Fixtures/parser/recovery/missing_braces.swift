// Missing closing braces. Later declarations are still found (possibly as
// members of the unclosed type) and the parse reaches the end of the file.
struct Unclosed {
    var first = 1
    func broken() {
        if first > 0 {
            print("no closing brace for if or func")
    var afterBrokenFunc = 2
}

final class Survivor {
    let name = "found"
    func works() -> Int { 1 }
}

enum Incomplete {
    case a, b
    func describe() -> String {
        switch self {
        case .a: return "a"
        case .b: return "b"
    }

func topLevelAfterEnum() {}
let constantAfterEnum = 3
struct LastStruct { var z = 0 }

struct BrokenView: View {
    var body: some View {
        VStack {
            Text("no closing brace for VStack")
            Button("Tap") {
                print("tapped")
        }
        .padding()
    }
}

struct AfterBrokenView: View {
    var body: some View { Text("still found") }
}

func closureMissingBrace() {
    let items = [1, 2, 3].map { value in
        value * 2
    print(items)
}
let afterClosure = 5
extension AfterBrokenView {
    func helper() {}
}
