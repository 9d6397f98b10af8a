// A view that only a hosting view builds, once, at launch, makes its inline object once: no
// SwiftUI parent makes the view again, so it is not reported, whether the construction is the
// 'rootView:' argument itself or a local handed to it. The same shape in a view a SwiftUI parent
// builds loses its state.
import AppKit
import SwiftUI

final class PomodoroTimer: ObservableObject {
    @Published var remaining = 1500
    func updateRemaining() { remaining = remaining }
}

struct PopoverView: View {
    @ObservedObject var timer = PomodoroTimer()

    var body: some View {
        Text("\(timer.remaining)")
    }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    var popover = NSPopover()

    func applicationDidFinishLaunching(_ notification: Notification) {
        let view = PopoverView()
        popover.contentViewController = NSViewController()
        popover.contentViewController?.view = NSHostingView(rootView: view)
    }
}

struct TimerRow: View {
    @ObservedObject var timer = PomodoroTimer() //~ observed_object_inline_init

    var body: some View {
        Text("\(timer.remaining)")
    }
}

struct TimerList: View {
    @State private var count = 3

    var body: some View {
        ForEach(0..<3, id: \.self) { _ in TimerRow() }
        Stepper("Timers", value: $count)
        // Built here, not handed to a hosting view: a construction like any other.
        let preview = TimerRow()
        preview
    }
}
