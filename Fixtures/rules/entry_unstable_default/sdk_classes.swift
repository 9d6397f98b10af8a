// Reference types of the SDK catalog created as defaults are reported; shared SDK singletons are not.
import Combine
import CoreData
import Foundation
import SwiftUI

extension EnvironmentValues {
    @Entry var decoder = JSONDecoder() //~ entry_unstable_default
    @Entry var encoder: JSONEncoder = .init() //~ entry_unstable_default
    @Entry var dateFormatter = DateFormatter() //~ entry_unstable_default
    @Entry var numberFormatter: NumberFormatter = NumberFormatter() //~ entry_unstable_default
    @Entry var session = URLSession(configuration: .default) //~ entry_unstable_default
    @Entry var dataCache = NSCache<NSString, NSData>() //~ entry_unstable_default
    @Entry var refreshes = PassthroughSubject<Void, Never>() //~ entry_unstable_default
    @Entry var groupDefaults = UserDefaults(suiteName: "group.example.hiking") //~ entry_unstable_default
    @Entry var lock = NSLock() //~ entry_unstable_default
    @Entry var queue = OperationQueue() //~ entry_unstable_default
    @Entry var center = NotificationCenter() //~ entry_unstable_default
    @Entry var scratchContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) //~ entry_unstable_default
    @Entry var qualified = Foundation.JSONDecoder() //~ entry_unstable_default
    @Entry var qualifiedGeneric = Combine.PassthroughSubject<Int, Never>() //~ entry_unstable_default
}

// Singletons and shared instances: the same reference on every read.
extension EnvironmentValues {
    @Entry var sharedSession = URLSession.shared
    @Entry var standardDefaults = UserDefaults.standard
    @Entry var defaultCenter = NotificationCenter.default
    @Entry var fileManager: FileManager = .default
    @Entry var mainQueue = OperationQueue.main
}
