//! enable: state_not_private
import SwiftUI

// Created as `Badge(label: "New")` in Screens.swift: a private stored property would make the
// memberwise initializer private, so no fix is offered (the finding stays).
struct Badge: View {
    var label: String
    @State var isHighlighted = false //~ state_not_private

    var body: some View {
        Text(label).bold(isHighlighted)
    }
}

// Its state is read from outside as `meter.level`: no fix.
struct Meter: View {
    @State var level = 0.5 //~ state_not_private

    var body: some View {
        ProgressView(value: level)
    }
}

// Extended in Screens.swift, where a private property is out of reach: no fix.
struct Ticker: View {
    @State var ticks = 0 //~ state_not_private

    var body: some View {
        Text("\(ticks)")
    }
}

// Created only as `Spinner()`: the implicit no-argument initializer stays; the fix is offered.
struct Spinner: View {
    @State var angle = 0.0 //~ state_not_private

    var body: some View {
        Image(systemName: "arrow.clockwise").rotationEffect(.degrees(angle))
    }
}

// An explicit initializer replaces the memberwise one: callers with arguments keep compiling.
struct Stepper2: View {
    @State var step: Int //~ state_not_private

    init(start: Int) {
        _step = State(initialValue: start)
    }

    var body: some View {
        Text("\(step)")
    }
}
