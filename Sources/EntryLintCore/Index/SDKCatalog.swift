/// What EntryLint knows about Apple's SDKs without reading them: which types are classes or
/// values, which producers differ on every call, which SwiftUI types build views and which
/// closures run later. A project type of the same name always wins over the catalog.
public enum SDKCatalog {
    public enum Kind: Sendable { case reference, value }

    /// Classes and actors users create: a call creates a new identity.
    static let referenceTypes: Set<String> = [
        // Foundation
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter",
        "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter",
        "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter", "Formatter", "URLSession",
        "URLSessionConfiguration", "NSCache", "NotificationCenter", "UserDefaults", "NSLock", "NSRecursiveLock",
        "NSCondition", "NSConditionLock", "OperationQueue", "Operation", "BlockOperation", "FileManager",
        "NSRegularExpression", "NSDataDetector", "NSPredicate", "NSSortDescriptor", "NSAttributedString",
        "NSMutableAttributedString", "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSSet", "NSMutableSet", "NSNumber", "NSObject", "Thread", "Timer", "RunLoop",
        "Bundle", "ProcessInfo", "NSKeyedArchiver", "NSKeyedUnarchiver", "URLCache", "HTTPCookieStorage",
        "FileHandle", "Pipe", "Process", "InputStream", "OutputStream", "Stream", "NSUbiquitousKeyValueStore",
        "NSItemProvider", "Progress", "UndoManager", "NSMetadataQuery", "XMLParser", "NSLinguisticTagger",
        "NSFileCoordinator", "NSFileVersion", "DispatchQueue", "DispatchGroup", "DispatchSemaphore",
        "DispatchWorkItem", "DispatchSource", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "NSManagedObjectContext", "NSManagedObject", "NSFetchRequest", "NSPersistentStoreCoordinator",
        "NSManagedObjectModel", "NSFetchedResultsController", "NSEntityDescription",
        // Combine
        "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "ObservableObjectPublisher",
        // SwiftData / Observation
        "ModelContainer", "ModelContext", "ObservationRegistrar",
        // UIKit / AppKit
        // Immutable, often cached UI values (UIImage, UIColor, UIFont, NSImage…) are left unknown.
        "UIView", "UIViewController", "UIImageView", "UILabel", "UIButton",
        "UITableView", "UICollectionView", "UIScrollView", "UIStackView", "UITextField", "UITextView",
        "UINavigationController", "UITabBarController", "UIHostingController", "UIApplication", "UIWindow",
        "UIActivityIndicatorView", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UISelectionFeedbackGenerator", "UIPasteboard", "UIDevice", "UIScreen", "UIBezierPath",
        "UIGraphicsImageRenderer", "UIDocumentPickerViewController", "UIActivityViewController",
        "UIImagePickerController", "UISearchController", "UIRefreshControl", "UIGestureRecognizer",
        "UITapGestureRecognizer", "NSView", "NSViewController", "NSWindow",
        "NSApplication", "NSTextView", "NSTextField", "NSHostingController", "NSHostingView", "NSPasteboard",
        "NSWorkspace", "NSStatusItem", "NSMenu", "NSMenuItem", "NSBezierPath", "NSSound", "NSAlert",
        // Other frameworks
        "CLLocationManager", "CLGeocoder", "CMMotionManager", "CMPedometer", "AVPlayer", "AVAudioPlayer",
        "AVAudioEngine", "AVAudioSession", "AVCaptureSession", "AVSpeechSynthesizer", "AVQueuePlayer",
        "AVPlayerItem", "AVAsset", "AVURLAsset", "MKLocalSearch", "MKDirections", "MKMapView", "PHImageManager",
        "PHCachingImageManager", "CNContactStore", "EKEventStore", "HKHealthStore", "WKWebView",
        "WKWebViewConfiguration", "SFSpeechRecognizer", "NWPathMonitor", "NWConnection", "NWListener",
        "CKContainer", "CKDatabase", "GKLocalPlayer", "CADisplayLink", "CALayer", "CAShapeLayer",
        "CAGradientLayer", "CIContext", "CIFilter", "MTLDevice", "SKScene", "SKView", "SCNScene", "SCNView",
        "ARSession", "LAContext", "SKStoreReviewController", "SKProductsRequest", "NLTagger", "NLModel",
        "VNImageRequestHandler", "MLModel", "OSLog", "Logger",
    ]

    /// Immutable Foundation boxes of a value (`NSNumber(value: x)` for `Text(_:formatter:)`):
    /// classes, but a new one costs a small allocation and carries no state or identity a view
    /// keeps.
    static let immutableValueBoxes: Set<String> = ["NSNumber", "NSDecimalNumber", "NSValue", "NSString"]

    /// Structs and enums users construct: copies compare by value.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Float16", "Float80", "Bool", "Array", "Set", "Dictionary",
        "Optional", "Result", "Range", "ClosedRange", "Decimal", "Date", "DateComponents", "DateInterval",
        "UUID", "URL", "URLComponents", "URLRequest", "URLQueryItem", "Data", "Calendar", "Locale", "TimeZone",
        "Measurement", "IndexPath", "IndexSet", "CharacterSet", "AttributedString", "Duration", "Never",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "Color", "Font", "EdgeInsets",
        "Angle", "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis", "Image",
        "Text", "LocalizedStringKey", "LocalizedStringResource", "AnyView", "EmptyView", "Gradient",
        "LinearGradient", "RadialGradient", "AngularGradient", "Material", "ColorScheme", "DynamicTypeSize",
        "ContentSizeCategory", "LayoutDirection", "Animation", "Transaction", "Namespace", "GridItem",
        "NavigationPath", "ScrollPosition", "ShapeStyle", "AnyShapeStyle", "StrokeStyle", "Visibility",
        "ControlSize", "Prominence", "SymbolRenderingMode", "TextAlignment", "TruncationMode",
        "OpenURLAction", "DismissAction", "RefreshAction", "Binding", "State", "FocusState", "Environment",
        "KeyboardShortcut", "KeyEquivalent", "EventModifiers", "PresentationDetent", "ToolbarItemPlacement",
        "SubscriptionStoreControlStyle", "CGColor", "CLLocationCoordinate2D", "MKCoordinateRegion",
        "MKCoordinateSpan", "Date.FormatStyle", "FormatStyle", "ProcessInfo.ThermalState", "DispatchTime",
        "DispatchQoS", "ContinuousClock", "SuspendingClock", "Logger.Level", "Regex", "Published",
    ]

    public static func kind(of name: String) -> Kind? {
        if referenceTypes.contains(name) { return .reference }
        if valueTypes.contains(name) { return .value }
        return nil
    }

    /// Expensive to make: worth a sentence in the message.
    static let expensiveTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "NSRegularExpression", "NSDataDetector", "URLSession", "CIContext", "NSCache",
        "NLTagger",
    ]

    // MARK: Costly work in view code (`body_expensive_work`)

    static let formatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "MeasurementFormatter", "ByteCountFormatter", "ISO8601DateFormatter",
        "RelativeDateTimeFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
    ]
    /// Formatters whose creation loads locale data and patterns (ICU): the ones worth a warning
    /// when they are made often. `ByteCountFormatter` and the unit formatters are light.
    static let costlyFormatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "MeasurementFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
        "DateComponentsFormatter", "DateIntervalFormatter",
    ]
    static let decoderTypes: Set<String> = ["JSONDecoder", "PropertyListDecoder"]
    static let regexTypes: Set<String> = ["NSRegularExpression", "NSDataDetector"]
    /// `Type(contentsOf…:)` initializers that read a file or URL.
    static let readingTypes: Set<String> = ["Data", "String", "NSString", "NSData", "UIImage", "NSImage", "NSDictionary", "NSArray"]
    static let readingLabels: Set<String> = ["contentsOf", "contentsOfFile", "contentsOfURL"]
    /// Image types whose `init(data:)` decodes the whole image on the calling thread.
    static let imageDecodingTypes: Set<String> = ["UIImage", "NSImage", "CIImage"]
    /// `FileManager` reads and directory listings.
    static let fileManagerReads: Set<String> = [
        "contents", "contentsOfDirectory", "subpathsOfDirectory", "subpaths", "enumerator", "attributesOfItem",
    ]

    /// UIKit and AppKit views wrapped for SwiftUI: views all the same.
    static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// `Type(...)` initializers whose value differs on every call. Key: type; value: argument label
    /// lists that are nondeterministic (`[]` = the empty call; `nil` entry means every form).
    static let nondeterministicInitializers: [String: [[String]]?] = [
        "UUID": [[]],
        "Date": [[], ["timeIntervalSinceNow"]],
        "ProcessInfo": nil,
        "DispatchTime": nil,
    ]

    /// Static members and functions whose value differs per evaluation: `Date.now`, `Int.random(in:)`.
    static let nondeterministicStaticMembers: Set<String> = [
        "now", "random", "uptimeNanoseconds",
    ]

    /// Free functions whose result differs per call.
    static let nondeterministicFunctions: Set<String> = [
        "CFAbsoluteTimeGetCurrent", "CACurrentMediaTime", "mach_absolute_time", "arc4random", "arc4random_uniform",
        "drand48", "random", "time", "clock", "DispatchTime.now", "clock_gettime_nsec_np",
    ]

    /// Methods whose result differs per call on any receiver.
    static let nondeterministicMethods: Set<String> = [
        "shuffled", "randomElement", "random",
    ]

    /// Instance properties that read the clock on any receiver: `ProcessInfo.processInfo.systemUptime`.
    /// (`uuidString` and other members of a fresh value are fresh through their base.)
    static let clockProperties: Set<String> = [
        "systemUptime",
    ]

    /// Static members that read the clock on any type, project types included (`Date.now`,
    /// `ContinuousClock.now`, a project `Clock.now`), with the type a bare `.now` is taken to be.
    static let clockStaticMembers: [String: String] = [
        "now": "Date",
    ]

    /// Value types of the standard library and the SDK known to be `Sendable`: a global `let` of
    /// one compiles in Swift 6 language mode.
    static let sendableValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Character", "Substring", "Date", "UUID", "URL", "Data", "Decimal",
        "TimeInterval", "Duration", "Locale", "TimeZone", "Calendar", "CGPoint", "CGSize", "CGRect", "CGVector",
        "Color", "Font", "Angle", "EdgeInsets", "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment",
        "Edge", "Axis", "ColorScheme", "ContentSizeCategory", "DynamicTypeSize", "LayoutDirection", "Never", "Void",
    ]

    /// Value types of the standard library and the SDK that conform to `Equatable`: SwiftUI
    /// compares an array of them with `==` (`BuiltCollection`).
    static let equatableValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "CGFloat", "Bool", "String", "Substring", "Character", "Decimal", "TimeInterval", "Date",
        "DateComponents", "DateInterval", "UUID", "URL", "URLComponents", "URLQueryItem", "Data", "Calendar", "Locale",
        "TimeZone", "IndexPath", "IndexSet", "CharacterSet", "AttributedString", "Duration", "CGPoint", "CGSize",
        "CGRect", "CGVector", "CGAffineTransform", "Color", "Font", "EdgeInsets", "Angle", "UnitPoint", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis", "Image", "Text", "LocalizedStringKey", "Gradient",
        "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection", "Animation", "NavigationPath",
        "Visibility", "ControlSize", "TextAlignment", "KeyEquivalent", "EventModifiers", "PresentationDetent",
        "AnyHashable", "ObjectIdentifier", "PersistentIdentifier",
    ]

    /// SDK class factory methods that return a new instance on every call:
    /// `NSMapTable.strongToWeakObjects()`. Key: type; value: method names.
    static let freshFactories: [String: Set<String>] = [
        "NSMapTable": ["strongToWeakObjects", "weakToStrongObjects", "strongToStrongObjects", "weakToWeakObjects"],
        "NSHashTable": ["weakObjects"],
        "NSPointerArray": ["weakObjects", "strongObjects"],
        "NSMutableArray": ["array"],
        "NSMutableDictionary": ["dictionary"],
        "NSMutableSet": ["set"],
    ]

    /// SDK singletons and well-known stable values: `.shared`, `URLSession.shared`, `.standard`…
    static let stableStaticMembers: Set<String> = [
        "shared", "default", "standard", "main", "current", "processInfo", "autoupdatingCurrent", "zero",
        "infinity", "greatestFiniteMagnitude", "max", "min", "identity", "null", "none", "empty",
    ]

    // MARK: SwiftUI structure

    /// SwiftUI types whose closures build views (content, labels, destinations).
    static let viewBuildingCallees: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List", "ForEach",
        "Group", "Section", "ScrollView", "ScrollViewReader", "NavigationStack", "NavigationView",
        "NavigationSplitView", "NavigationLink", "GeometryReader", "Form", "TabView", "Tab", "Grid", "GridRow",
        "ViewThatFits", "Menu", "Button", "Picker", "DisclosureGroup", "OutlineGroup", "Table", "TableRow",
        "TimelineView", "ControlGroup", "GroupBox", "LabeledContent", "Label", "Toggle", "Link", "ShareLink",
        "PhotosPicker", "ContentUnavailableView", "HSplitView", "VSplitView", "WindowGroup", "Window",
        "DocumentGroup", "Settings", "MenuBarExtra", "ToolbarItem", "ToolbarItemGroup", "AnyView", "ZStackLayout",
        "HStackLayout", "VStackLayout", "Canvas", "PhaseAnimator", "KeyframeAnimator", "SubscriptionStoreView",
        "ProductView", "StoreView", "Chart", "Map", "Stepper", "Slider", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "Gauge", "ProgressView", "CommandMenu", "CommandGroup",
        // modifiers whose closure is view content
        "overlay", "background", "toolbar", "sheet", "fullScreenCover", "popover", "mask", "safeAreaInset",
        "contextMenu", "swipeActions", "navigationDestination", "alert", "confirmationDialog", "inspector",
        "searchSuggestions", "tabItem", "badge", "clipShape", "containerShape", "labelStyle", "listRowBackground",
        "refreshable_content_unused", "overlayPreferenceValue", "backgroundPreferenceValue",
    ]

    /// For view-building callees with several closures, the labels whose closures run later
    /// (`Button(action:)`, `alert(actions:)` buttons still build views, so only true actions).
    static let deferredLabels: Set<String> = [
        "action", "onDismiss", "perform", "onCompletion", "completion", "onIncrement", "onDecrement",
        "onEditingChanged", "onCommit", "onChange", "primaryAction",
    ]

    /// Closures that run after the view is built: actions, callbacks, tasks.
    static let deferredCallees: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "refreshable", "onTapGesture",
        "onLongPressGesture", "onHover", "onDrag", "onDrop", "onDelete", "onMove", "onInsert", "onOpenURL",
        "onContinueUserActivity", "onCommand", "onExitCommand", "onPlayPauseCommand", "onMoveCommand",
        "onKeyPress", "onScrollGeometryChange", "onGeometryChange", "onScrollPhaseChange", "onPreferenceChange",
        "onContinuousHover", "onSubmit", "handlesExternalEvents", "simultaneousGesture", "highPriorityGesture",
        "onEnded", "onChanged", "updating", "Task", "withAnimation", "withTransaction", "async", "asyncAfter",
        "sync", "sink", "assign", "perform", "run", "detached", "DispatchQueue", "onCompletion", "fileImporter",
        "fileExporter", "onPasteCommand", "onCopyCommand", "onCutCommand", "onDeleteCommand", "userActivity",
        "backgroundTask", "onScrollVisibilityChange", "onLongPressGesture", "dropDestination", "draggable",
        "Timer", "scheduledTimer", "addObserver",
    ]

    /// SwiftUI's own views (closures passed to them are never `body_closure_argument` findings).
    static let frameworkViews: Set<String> = viewBuildingCallees.union([
        "Text", "Image", "Spacer", "Divider", "Color", "EmptyView", "Rectangle", "Circle", "Capsule",
        "RoundedRectangle", "Ellipse", "Path", "AsyncImage", "VideoPlayer", "SignInWithAppleButton", "EditButton",
        "RenameButton", "PasteButton", "HelpLink", "WebView", "TextEditor", "SecureField",
    ])
}
