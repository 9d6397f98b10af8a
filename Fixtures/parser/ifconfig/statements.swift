// #if among statements, in closures and between switch cases.
// @cover ifconfig.statements
func configure(value: Int) -> String {
    var result = ""
    #if DEBUG
    let prefix = "debug:"
    result += prefix
    #elseif BETA
    let prefix = "beta:"
    result += prefix
    #else
    let prefix = ""
    #endif

    for index in 0..<value {
        #if os(iOS)
        if index.isMultiple(of: 2) { continue }
        #endif
        result += "\(index)"
    }

    let closure = {
        #if DEBUG
        print("closure in debug")
        #endif
        return 1
    }
    _ = closure()

    guard value > 0 else {
        #if DEBUG
        fatalError("negative")
        #else
        return ""
        #endif
    }
    #if canImport(os)
    func localHelper() -> Int { value }
    _ = localHelper()
    #endif
    return result + prefix
}

// @cover ifconfig.switch-cases
enum Platform { case iOS, macOS, watchOS, linux }

func label(for platform: Platform, code: Int) -> String {
    switch platform {
    case .iOS:
        return "phone"
    #if os(macOS)
    case .macOS:
        return "mac"
    #elseif os(watchOS)
    case .watchOS:
        return "watch"
    #endif
    #if DEBUG
    case .linux where code > 0:
        let detail = "server \(code)"
        return detail
    #endif
    default:
        #if DEBUG
        print("unhandled")
        #endif
        return "other"
    }
}

func nestedSwitch(_ value: Int) {
    switch value {
    #if DEBUG
    case 0:
        print("zero")
    #if VERBOSE
    case 1:
        print("one")
    #endif
    #endif
    case let n where n < 0:
        print(n)
    default:
        break
    }
}

// #if with only statements that are calls, in a trailing closure and an if.
func work(_ body: () -> Void) { body() }
func caller(flag: Bool) {
    work {
        #if os(iOS)
        setUp(ui: true)
        #else
        setUp(ui: false)
        #endif
    }
    if flag {
        #if DEBUG
        log("flag")
        #endif
    }
}
func setUp(ui: Bool) {}
func log(_ s: String) {}
