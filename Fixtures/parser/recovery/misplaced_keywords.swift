// Declaration keywords where they do not belong.
struct Container {
    import Foundation
    var afterImport = 1
    return 5
    var afterReturn = 2
    case stray
    var afterCase = 3
    func method() {
        extension Inner {}
        let afterExtension = 4
        func localFunc(func x: Int) {}
        let afterFuncParam = 5
    }
}

func parameterKeywords(let a: Int, var b: Int) {}
func afterParameterKeywords() {}

class class Duplicate {}
struct AfterDuplicateKeyword {}

let let doubled = 6
let afterDoubled = 7

protocol P {
    var missingAccessors: Int
    func ok()
    init() {}
}
enum E {
    case
    case valid
    let storedInEnum = 8
}
func afterEnum() {}
init() {}
deinit {}
subscript(i: Int) -> Int { i }
func afterTopLevelMembers() {}
