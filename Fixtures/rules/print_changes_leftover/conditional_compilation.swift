// Decision: a call is guarded only when every branch that reaches it requires DEBUG to be true:
// `#if DEBUG`, `#if DEBUG && os(iOS)`, or an inner `#if` nested in a `#if DEBUG` block. `#if !DEBUG`,
// an `#else` of `#if DEBUG`, `DEBUG || …`, and conditions that do not mention DEBUG are not guards.
import SwiftUI

struct Guarded: View {
    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Text("Guarded")
    }
}

struct GuardedConjunction: View {
    var body: some View {
        #if DEBUG && os(iOS)
        let _ = Self._printChanges()
        #endif
        Text("Guarded")
    }
}

struct GuardedNested: View {
    var body: some View {
        #if DEBUG
        #if os(macOS)
        let _ = Self._logChanges()
        #endif
        #endif
        Text("Guarded")
    }
}

struct GuardedElseif: View {
    var body: some View {
        #if os(watchOS)
        Text("Watch")
        #elseif DEBUG
        let _ = Self._printChanges()
        #endif
        Text("Guarded")
    }
}

struct Inverted: View {
    var body: some View {
        #if !DEBUG
        let _ = Self._printChanges() //~ print_changes_leftover
        #endif
        Text("Release")
    }
}

struct ElseBranch: View {
    var body: some View {
        #if DEBUG
        Text("Debug")
        #else
        let _ = Self._printChanges() //~ print_changes_leftover
        #endif
        Text("Else")
    }
}

struct Disjunction: View {
    var body: some View {
        #if DEBUG || targetEnvironment(simulator)
        let _ = Self._printChanges() //~ print_changes_leftover
        #endif
        Text("Either")
    }
}

struct PlatformOnly: View {
    var body: some View {
        #if os(iOS)
        let _ = Self._printChanges() //~ print_changes_leftover
        #endif
        Text("iOS")
    }
}

#if DEBUG
struct WholeTypeGuarded: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Debug-only view")
    }
}
#endif
