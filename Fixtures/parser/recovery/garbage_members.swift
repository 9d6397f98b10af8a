// Garbage between members of types, protocols and extensions.
import SwiftUI

struct Dashboard: View {
    @State private var count = 0
    ??? !!! %%%
    @State private var name = ""
    if count > 0 { print("statement in a type body") }
    var title: String { "Dashboard" }
    count += 1
    let total = 3
    .padding()
    var body: some View {
        Text(title)
            .padding(
    }
    func helper() -> Int { 1 }
    }}}
    func afterExtraClosers() {}
}

protocol Service {
    func start()
    ; ; ;
    func stop() 123
    var status: Int { get }
    { }
    func restart()
}

extension Dashboard {
    < > <>
    func extended() {}
    = 5
    var computed: Int { 2 }
}

enum Status {
    case idle
    case running(
    case finished
    func label() -> String { "" }
}

class Controller {
    var a = 1 var b = 2
    func f() {} func g() {}
    var c = 3
}
let afterEverything = true
