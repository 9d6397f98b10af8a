// Imports: plain, dotted submodules, import kinds, attributes and access levels.
// @cover decl.import
import Foundation
import SwiftUI
import Combine
import os.log
import Darwin.C.stdlib
import Foundation.NSString

// @cover decl.import-kinds
import struct Foundation.URL
import class Foundation.NSObject
import enum Foundation.ComparisonResult
import protocol Swift.Sendable
import typealias Foundation.TimeInterval
import func Darwin.sqrt
import var Darwin.errno
import let Darwin.M_PI

// @cover decl.import-attributes
@_exported import Observation
@testable import EntryLintCore
@preconcurrency import Dispatch
@_implementationOnly import CoreFoundationShim
@_spi(Experimental) import SwiftUIHelpers
@_spi(Internal) @testable import NetworkingKit
@_weakLinked import OptionalFramework
@preconcurrency @testable import struct LegacyKit.Handle

// @cover decl.import-access-levels
public import Accelerate
package import SharedModels
internal import AppIntents
fileprivate import Charts
private import CryptoKit
public import class UIKit.UIView
@preconcurrency internal import MapKit

// @cover decl.import-backticks
import `Default`
import Swift.`Result`

// Imports may appear after other declarations too.
let importedLater = 1
import WidgetKit
