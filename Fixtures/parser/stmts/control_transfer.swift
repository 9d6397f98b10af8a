// Labelled statements and control transfer: return, throw, break, continue,
// fallthrough, discard.
// @cover stmt.labelled
func search(grid: [[Int]], target: Int) -> (Int, Int)? {
    outer: for (row, line) in grid.enumerated() {
        inner: for (column, value) in line.enumerated() {
            if value < 0 { continue outer }
            if value == 0 { continue inner }
            if value == target { return (row, column) }
            if value > 1_000 { break outer }
        }
    }
    scan: while true {
        probe: repeat {
            break scan
        } while false
    }
    decide: if target > 0 {
        if target > 10 { break decide }
        print("small positive")
    }
    choose: switch target {
    case 0: break choose
    default:
        loop: for _ in 0..<2 { continue loop }
    }
    block: do {
        if target == 1 { break block }
    }
    return nil
}

// @cover stmt.control-transfer
enum Failure: Error { case bad(String) }

func transfer(_ n: Int) throws -> Int {
    if n < 0 { throw Failure.bad("negative") }
    if n == 0 { return 0 }
    if n == 1 { throw .bad("one") as Failure }
    switch n {
    case 2:
        fallthrough
    case 3:
        break
    default:
        return n * 2
    }
    for i in 0..<n {
        if i == 2 { continue }
        if i == 5 { break }
    }
    return -1
}

func noValue() {
    return
}
func returnsOnNextLine() -> Int {
    return
        42
}
func voidReturn() -> Void { return () }

struct FileDescriptor: ~Copyable {
    let raw: Int32
    consuming func close() {
        discard self
    }
    consuming func release() -> Int32 {
        let value = raw
        discard self
        return value
    }
    deinit { print("closing \(raw)") }
}

func throwing() throws {
    throw Failure.bad("x")
}
func rethrowing(_ f: () throws -> Void) rethrows { try f() }
func throwExpr(_ error: any Error) throws { throw error }
