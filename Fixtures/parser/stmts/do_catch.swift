// do/catch with patterns and typed throws; defer.
// @cover stmt.do-catch
enum NetworkError: Error { case offline, status(code: Int), timeout(seconds: Double) }
struct ParseError: Error { let line: Int }

func fetch(_ url: String) throws(NetworkError) -> String { throw .offline }
func parse(_ text: String) throws -> Int { throw ParseError(line: 1) }

func handle() async {
    do {
        let body = try fetch("https://example.com")
        let number = try parse(body)
        print(number)
    } catch NetworkError.offline {
        print("offline")
    } catch NetworkError.status(let code) where code >= 500 {
        print("server \(code)")
    } catch let NetworkError.timeout(seconds) {
        print(seconds)
    } catch .status(code: 404), .status(code: 410) {
        print("missing")
    } catch let error as ParseError {
        print(error.line)
    } catch is CancellationError {
        print("cancelled")
    } catch let error as NSError where error.code == 1, let error as URLError {
        print(error)
    } catch {
        print("other: \(error)")
    }

    do throws(NetworkError) {
        _ = try fetch("a")
    } catch .offline {
        print("typed offline")
    } catch {
        let typed: NetworkError = error
        print(typed)
    }

    do {
        let scoped = 1
        print(scoped)
    }

    do { try await Task.sleep(nanoseconds: 1) } catch {}

    do {
        do {
            try risky()
        } catch let inner {
            throw inner
        }
    } catch {
        print(error)
    }
    let value = try? parse("1")
    let forced = try! parse("2")
    print(value as Any, forced)
}
func risky() throws {}

// @cover stmt.defer
func withDefer(lock: NSLock) -> Int {
    lock.lock()
    defer { lock.unlock() }
    defer {
        let message = "leaving"
        print(message)
    }
    for i in 0..<3 {
        defer { print("end of iteration \(i)") }
        if i == 1 { continue }
    }
    do {
        defer { print("end of scope") }
        print("in scope")
    }
    return 1
}
