// if / guard condition lists. Bindings in conditions are not declarations;
// locals declared in the bodies are.
// @cover stmt.if-guard
func conditions(user: User?, values: [Int], result: Result<Int, Error>, any: Any) async throws {
    if let user = user {
        print(user.name)
    }
    if let user {
        print(user)
    } else if var name = user?.name, !name.isEmpty {
        name += "!"
    } else {
        print("anonymous")
    }
    if let user, let email = user.email, email.contains("@"), var tries = user.attempts {
        tries += 1
        let local = tries
        print(local)
    }
    if case .success(let value) = result, value > 0 {
        print(value)
    }
    if case let .failure(error) = result { print(error) }
    if case .some(let wrapped) = user { print(wrapped) }
    if case let x? = user?.attempts { print(x) }
    if case 1...9 = values.count { print("small") }
    if case (let a, 0) = (values.count, 0) { print(a) }
    if let first = values.first as? Int, case let n as Int = any { print(first, n) }
    if #available(iOS 17, macOS 14, *) {
        print("modern")
    } else if #unavailable(iOS 16) {
        print("old")
    }
    if #available(iOS 15.0, *), let user { print(user) }
    if values.isEmpty || (values.count > 3 && values[0] == 1) {
        print("boolean")
    }
    if !values.isEmpty, values.allSatisfy({ $0 > 0 }) { print("positive") }
    if values.contains(where: { $0 == 2 }) { print("two") }
    if try await check(), let v = try? parse() { print(v) }
    if let data = try? await load(), let text = String(data: data) { print(text) }
    if let a = values.first, let b = values.last, a < b, b > 0 { print(a, b) }
    if (values.count) > 0 { print("parenthesized") }
    if values == [] { }
    if values.count == 0 {} else {}

    // @cover stmt.guard
    guard let user else { return }
    guard let age = user.age, age >= 18 else {
        throw AccessError.underage
    }
    guard case .success(let payload) = result else { return }
    guard #available(iOS 16, *) else { return }
    guard var mutable = user.email else { fatalError() }
    mutable.append("x")
    guard !values.isEmpty, let last = values.last, last != 0 else { return }
    let after = age + payload + last
    print(after)

    // `if x { }`: the brace after the condition is the body, not a trailing closure.
    let ready = true
    if ready { print("ready") }
    if values.isEmpty { print("empty") }
    if user.isAdmin { } else { }
    guard ready else { return }
    while values.isEmpty { break }
    if values.map { $0 } .isEmpty {}
    for v in values where v > 0 { print(v) }
    if let handler = user.handler { handler() }
}
struct User { var name = ""; var email: String?; var attempts: Int?; var age: Int?; var isAdmin = false; var handler: (() -> Void)? }
enum AccessError: Error { case underage }
func check() async throws -> Bool { true }
func parse() throws -> Int { 0 }
func load() async throws -> [UInt8] { [] }
