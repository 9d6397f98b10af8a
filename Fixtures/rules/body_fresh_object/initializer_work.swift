import SwiftUI

// Creating an object does work when its initializer's body starts some (a load, a queue hop, a
// subscription), not when its parameters merely name such a type (`queue: DispatchQueue`): the
// scheduled proxy only stores what it is given, so making one per evaluation is an allocation,
// not reported; the warmed proxy starts work on a queue each time.

protocol PasswordResetting {
    func reset(login: String)
}

final class ScheduledResetProxy: PasswordResetting {
    private let inner: PasswordResetting
    private let queue: DispatchQueue

    init(inner: PasswordResetting, queue: DispatchQueue) {
        self.inner = inner
        self.queue = queue
    }

    func reset(login: String) {
        queue.async { self.inner.reset(login: login) }
    }
}

final class WarmedResetProxy: PasswordResetting {
    private let inner: PasswordResetting

    init(inner: PasswordResetting) {
        self.inner = inner
        DispatchQueue.global().async { inner.reset(login: "") }
    }

    func reset(login: String) { inner.reset(login: login) }
}

struct ResetForm: View {
    let inner: PasswordResetting
    @State private var login = ""

    var body: some View {
        let scheduled = ScheduledResetProxy(inner: inner, queue: .main)
        let warmed = WarmedResetProxy(inner: inner) //~ body_fresh_object
        TextField("Login", text: $login)
        Button("Reset") { scheduled.reset(login: login) }
        Button("Reset now") { warmed.reset(login: login) }
    }
}
