// A file that imports XCTest or Testing is test code: its views are built by the test runner.
import SwiftUI
import XCTest

final class Recorder: ObservableObject {}

struct Probe: View {
    @ObservedObject var recorder: Recorder
    var body: some View { Text("probe") }
}

struct Harness: View {
    var body: some View {
        Probe(recorder: Recorder())
    }
}
