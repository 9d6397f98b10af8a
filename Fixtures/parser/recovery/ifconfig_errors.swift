// Invalid #if usage: inside an array literal, a stray #else/#endif, a
// missing #endif and a missing condition.
let list = [
    1,
    #if DEBUG
    2,
    #endif
    3,
]
let afterArray = 1

#else
func afterStrayElse() {}
#endif
func afterStrayEndif() {}

#if
let afterMissingCondition = 2
#endif

struct Members {
    #if os(iOS)
    var ios = 1
    #elseif
    var elseifWithoutCondition = 2
    #endif
    var afterElseif = 3
}

func chain() {
    let value = [1, 2]
        .map { $0 }
    #if DEBUG
        let notAMember = 4
    #endif
        .count
    print(value)
}

#if DEBUG
struct InsideUnclosed { var kept = 5 }
func lastFunction() {}
