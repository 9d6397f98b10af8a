import SwiftUI

// A view that only calls its object in actions and functions, copying the results into its own
// '@State', shows nothing of it: a new object loses nothing on screen (the audit profile's).
// One whose body reads the object, or binds a control to it, loses what it shows. One that
// never names it at all is told to delete it (the default profile's: it is made, and observed,
// for nothing).
final class TransferService: ObservableObject {
    @Published var status = ""
    @Published var amount = 0

    func send(amount: Int, done: @escaping (Bool) -> Void) {
        status = "sending"
        done(true)
    }
}

struct TransferForm: View {
    @ObservedObject var service = TransferService() //~ observed_object_inline_init
    @State private var sent = false
    @State private var message = ""

    var body: some View {
        VStack {
            Text(message)
            Button("Send") { submit() }
        }
    }

    func submit() {
        service.send(amount: 10) { success in
            self.sent = success
            self.message = self.service.status
        }
    }
}

struct TransferStatus: View {
    @ObservedObject var service = TransferService() //~ observed_object_inline_init
    var body: some View {
        Text(service.status)
    }
}

struct TransferAmount: View {
    @ObservedObject var service = TransferService() //~ observed_object_inline_init
    var body: some View {
        Stepper("Amount", value: $service.amount)
    }
}

struct TransferBanner: View {
    @ObservedObject var service = TransferService() //~ observed_object_inline_init
    let title: String

    var body: some View {
        Text(title)
    }
}
