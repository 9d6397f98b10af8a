import Dispatch
import Foundation

/// Runs `body` for 0..<count on `jobs` threads, pulling indexes from a shared counter so a few
/// large files do not leave threads idle. Results come back in index order.
enum ParallelMap {
    /// `order`: the indexes in the order to start them (the largest first, so that the last one
    /// a thread takes is small and the others do not wait long for it); nil is 0..<count.
    static func run<T: Sendable>(count: Int, jobs: Int, order: [Int]? = nil, _ body: @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        precondition(order == nil || order!.count == count, "an order of every index")
        let box = ResultBox<T>(count: count)
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for k in 0..<count { box.set(k, body(k)) }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let n = box.nextIndex() {
                    let k = order?[n] ?? n
                    box.set(k, body(k))
                }
            }
        }
        return box.values()
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    private var slots: [T?]
    private var next = 0
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func nextIndex() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }
    func set(_ k: Int, _ value: T) {
        lock.lock(); defer { lock.unlock() }
        slots[k] = value
    }
    func values() -> [T] { slots.map { $0! } }
}

/// A value computed on another thread while the caller goes on; `value()` waits for it.
final class BackgroundResult<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> T) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = body()
            self.done.signal()
        }
    }

    /// The value, once computed (the semaphore orders the write before this read).
    func value() -> T {
        done.wait()
        done.signal()
        return result!
    }
}
