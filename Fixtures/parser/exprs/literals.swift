// Array, dictionary, tuple and numeric literals, nested.
// @cover expr.literals
func literals() {
    let emptyArray: [Int] = []
    let emptyDictionary: [String: Int] = [:]
    let array = [1, 2, 3]
    let trailingComma = [
        "a",
        "b",
    ]
    let nestedArray = [[1, 2], [3], []]
    let dictionary = ["one": 1, "two": 2]
    let dictTrailing = [
        "key": [1, 2],
        "other": [],
    ]
    let nestedDictionary: [String: [String: Int]] = ["outer": ["inner": 1], "empty": [:]]
    let mixedTuple = (1, "two", 3.0, true, nil as Int?)
    let labelledTuple = (x: 1, y: 2, label: "point")
    let nestedTuple = ((1, 2), (a: 3, b: (4, 5)))
    let singleParenthesized = (42)
    let voidValue = ()
    let tupleAccess = labelledTuple.x + nestedTuple.1.b.0 + nestedTuple.0.1
    let integers = [0, -1, 1_000_000, 0xFF, 0o755, 0b1010, -0x1F]
    let doubles = [0.5, -1.25, 1e10, 1.5E-3, 0x1.8p1, 1_000.5]
    let booleans = [true, false]
    let nilLiteral: Int? = nil
    let arrayOfClosures: [() -> Int] = [{ 1 }, { 2 }]
    let arrayOfTuples = [(1, "a"), (2, "b")]
    let dictionaryOfArrays = [1: [2: [3]]]
    let typedEmpty = [String]()
    let typedDict = [Int: [String]]()
    let setLiteral: Set = [1, 2, 3]
    let subscriptOfLiteral = [1, 2, 3][1]
    let dictSubscriptOfLiteral = ["a": 1]["a"]
    let literalMethod = [3, 1, 2].sorted().first
    let objectLiterals = [#line, #column]
    let fileLiterals = (#file, #fileID, #filePath, #function, #dsohandle)
    let colorLiteral = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    let multiLineNested = [
        ["name": "first", "tags": ["a", "b"]],
        ["name": "second", "tags": []],
    ]
    print(emptyArray, emptyDictionary, array, trailingComma, nestedArray, dictionary, dictTrailing,
          nestedDictionary, mixedTuple, labelledTuple, nestedTuple, singleParenthesized, voidValue,
          tupleAccess, integers, doubles, booleans, nilLiteral as Any, arrayOfClosures,
          arrayOfTuples, dictionaryOfArrays, typedEmpty, typedDict, setLiteral, subscriptOfLiteral,
          dictSubscriptOfLiteral as Any, literalMethod as Any, objectLiterals, fileLiterals,
          colorLiteral, multiLineNested)
}
