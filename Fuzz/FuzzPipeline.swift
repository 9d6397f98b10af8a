import EntryLintCore

/// libFuzzer entry point (scripts/fuzz): the whole pipeline (`WholePipeline.exercise`) on each
/// input. Any trap, sanitizer report or timeout is a bug: it becomes a file in Fixtures/fuzz,
/// which FuzzRegressionTests runs through the same function.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    WholePipeline.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
