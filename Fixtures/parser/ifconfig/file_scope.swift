// #if at file scope: every branch holds declarations that must all be found.
// @cover ifconfig.file-scope
#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit
typealias PlatformColor = NSColor
#else
struct PlatformColor { var red = 0.0, green = 0.0, blue = 0.0 }
#endif

#if os(iOS) && !targetEnvironment(macCatalyst)
let platformName = "iOS"
func hapticFeedback() {}
#elseif os(macOS) || targetEnvironment(macCatalyst)
let platformName = "Mac"
func hapticFeedback() { print("no haptics") }
#elseif os(watchOS) || os(tvOS) || os(visionOS)
let platformName = "other Apple"
#elseif os(Linux) || os(Windows) || os(Android) || os(WASI)
let platformName = "portable"
#else
let platformName = "unknown"
#endif

#if swift(>=5.9)
struct ModernSwift {}
#endif
#if swift(<6.0)
struct OldSwift {}
#else
struct NewSwift {}
#endif
#if compiler(>=6) && hasFeature(StrictConcurrency)
extension NewSwift: Sendable {}
#endif
#if compiler(<6)
enum CompilerGate { case old }
#endif

// @cover ifconfig.conditions
#if DEBUG
let buildKind = "debug"
#elseif RELEASE && !TESTING
let buildKind = "release"
#endif
#if arch(arm64) || arch(x86_64)
let is64Bit = true
#endif
#if _endian(little) && _pointerBitWidth(_64)
let littleEndian = true
#endif
#if canImport(SwiftUI, _version: 6.0)
let hasModernSwiftUI = true
#endif
#if hasAttribute(Observable)
let hasObservable = true
#endif
#if $Macros && $NonescapableTypes
let hasMacros = true
#endif
#if (os(iOS) || os(visionOS)) && (DEBUG || BETA) && !(targetEnvironment(simulator))
let deviceDebug = true
#endif
#if true
let alwaysOn = true
#elseif false
let neverOn = true
#endif
#if runtime(_ObjC)
let objcRuntime = true
#endif
#if SOME_FLAG
    #if OTHER_FLAG
    let bothFlags = true
    #else
    let onlyFirst = true
        #if THIRD
        func third() {}
        #endif
    #endif
#endif

// An empty #if and an #if with only attributes before a declaration.
#if EMPTY
#endif
#if os(iOS)
@available(iOS 17, *)
#endif
struct MaybeAvailable {}
#if DEBUG
#warning("debug build")
#endif
