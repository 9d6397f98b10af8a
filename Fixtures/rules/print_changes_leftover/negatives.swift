// Not the SwiftUI static: a reducer's `_printChanges()` instance method, a project method with the
// same name on a non-view value, comments and strings.
import SwiftUI

struct Reducer {
    func _printChanges() -> Reducer { self }
}

struct Feature {
    let reducer = Reducer()._printChanges()

    func build() -> Reducer {
        Reducer()
            ._printChanges()
    }
}

struct Clean: View {
    var body: some View {
        // let _ = Self._printChanges()
        Text("let _ = Self._printChanges()")
    }
}

/*
 struct Old: View {
     var body: some View {
         let _ = Self._printChanges()
         Text("Old")
     }
 }
 */
