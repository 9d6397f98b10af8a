// One level of project-defined indirection: computed properties and functions that build a new
// instance are fresh; stored `static let` / global `let` are evaluated once and are stable.
import SwiftUI

final class ResultStore {
    static let shared = ResultStore()
    static var fresh: ResultStore { ResultStore() }
    static var freshWithReturn: ResultStore {
        return ResultStore()
    }
    static var freshWithGetter: ResultStore {
        get { ResultStore() }
    }
    static var forwardsToShared: ResultStore { shared }
    static func make() -> ResultStore { ResultStore() }
    static func current() -> ResultStore { shared }
    static var storedVar = ResultStore()
    init() {}
}

let globalStore = ResultStore()
var globalMutableStore = ResultStore()
var freshGlobalStore: ResultStore { ResultStore() }
func makeResultStore() -> ResultStore { ResultStore() }
func sharedResultStore() -> ResultStore { globalStore }

extension EnvironmentValues {
    @Entry var viaComputed = ResultStore.fresh //~ entry_unstable_default
    @Entry var viaReturn = ResultStore.freshWithReturn //~ entry_unstable_default
    @Entry var viaGetter = ResultStore.freshWithGetter //~ entry_unstable_default
    @Entry var viaImplicitMember: ResultStore = .fresh //~ entry_unstable_default
    @Entry var viaStaticFunction = ResultStore.make() //~ entry_unstable_default
    @Entry var viaImplicitFunction: ResultStore = .make() //~ entry_unstable_default
    @Entry var viaGlobalComputed = freshGlobalStore //~ entry_unstable_default
    @Entry var viaGlobalFunction = makeResultStore() //~ entry_unstable_default
}

extension EnvironmentValues {
    @Entry var viaStaticLet = ResultStore.shared
    @Entry var viaImplicitStaticLet: ResultStore = .shared
    @Entry var viaStaticVarStored = ResultStore.storedVar
    @Entry var viaComputedForwardingToStored = ResultStore.forwardsToShared
    @Entry var viaFunctionForwardingToStored = ResultStore.current()
    @Entry var viaGlobalLet = globalStore
    @Entry var viaGlobalVar = globalMutableStore
    @Entry var viaGlobalFunctionForwarding = sharedResultStore()
}
