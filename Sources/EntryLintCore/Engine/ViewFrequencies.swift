/// `entrylint views`: the project's views ranked by how often they re-evaluate, each with the
/// sources behind it (the offline `Self._printChanges()`). The same pipeline as a lint up to
/// the index (`Linter.summary`, `Linter.makeIndex`), then the change model on every view the
/// asked-for files declare; no rule runs.
public enum ViewFrequencies {
    public struct Source: Sendable, Equatable {
        /// "'elapsed' of 'Stopwatch'".
        public var source: String
        public var path: String
        public var line: Int
        public var frequency: ChangeFrequency
        /// "written in a timer callback".
        public var why: String

        /// "tick: 'elapsed' of 'Stopwatch' is written in a timer callback (Sources/Stopwatch.swift:4)",
        /// as `renderText` and the language server's hover show it; without a `why` (a parent
        /// passing something new): "tick: parent 'Clock' passes a new closure (Sources/Clock.swift:9)".
        public var sentence: String {
            why.isEmpty ? "\(frequency.rawValue): \(source) (\(path):\(line))" : "\(frequency.rawValue): \(source) is \(why) (\(path):\(line))"
        }
    }

    /// An argument the view passes, at a construction of a project view in its view-building
    /// code, that is new on every evaluation: the child looks changed and re-evaluates with it.
    public struct Pass: Sendable, Equatable {
        public var child: String
        /// The child's stored property it ends up in.
        public var argument: String
        /// "closure", "object" or "collection".
        public var kind: String
        public var path: String
        public var line: Int

        /// "passes 'ItemRow' a new closure 'onTap' (Sources/List.swift:40)".
        public var sentence: String { "passes '\(child)' a new \(kind) '\(argument)' (\(path):\(line))" }
    }

    public struct Entry: Sendable, Equatable {
        public var view: String
        public var path: String
        public var line: Int
        public var frequency: ChangeFrequency
        /// Some write behind the frequency was seen only by a bare name.
        public var isUnknown: Bool
        /// The most frequent first.
        public var because: [Source]
        /// In source order.
        public var passes: [Pass] = []
    }

    /// Every view (a struct conforming to `View`) the reported files of `project` declare, the
    /// most frequently re-evaluated first, then by path and line.
    public static func report(_ project: Project, jobs: Int? = nil) -> [Entry] {
        var entries = declared(project, jobs: jobs).map(\.entry)
        entries.sort { a, b in
            if a.frequency != b.frequency { return a.frequency > b.frequency }
            if a.path != b.path { return a.path < b.path }
            return a.line < b.line
        }
        return entries
    }

    /// The entry `report` gives for the view whose declared name (`ContentView` in
    /// `struct ContentView: View`) holds byte `offset` of input `file` of `project`; nil when
    /// the offset is not on a view's name. The same pipeline as `report`, with only that file's
    /// views estimated. The language server asks `IncrementalProject.view(at:inFile:)`, which
    /// runs the same steps on the model it keeps.
    public static func view(at offset: Int, inFile file: Int, of project: Project, jobs: Int? = nil) -> (entry: Entry, name: Range<Int>)? {
        guard project.inputs.indices.contains(file) else { return nil }
        return declared(project, jobs: jobs, only: file).first { $0.name.contains(offset) }
            .map { ($0.entry, $0.name) }
    }

    /// `report`'s steps: every file summarized and indexed, property places from every file,
    /// views from the reported files (or only `only`).
    private static func declared(_ project: Project, jobs: Int?, only: Int? = nil) -> [(entry: Entry, name: Range<Int>)] {
        let options = LintOptions(enabledRules: [], jobs: jobs)
        let inputs = project.inputs
        let loaded = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> (bytes: [UInt8], summary: FileSummary)? in
            guard case .success(let bytes) = SourceLoader.load(inputs[k]) else { return nil }
            return (bytes, Linter.summary(inputs[k], file: Int32(k), bytes: bytes))
        }
        let index = Linter.makeIndex(project, loaded.compactMap { $0?.summary }) { file, range in
            SourceLoader.loadRange(inputs[Int(file)], range)
        }
        let scans = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> FileScan in
            guard let bytes = loaded[k]?.bytes else { return FileScan() }
            return scan(inputs[k], file: k, bytes: bytes, index: index, views: only == nil || only == k)
        }
        return entries(scans, index: index, jobs: options.jobs)
    }

    /// The entries of the reported views of `scans` (one per input file), with their places:
    /// every view of the project estimated by the change model, then raised through the sites
    /// where a parent passes it something new (`ViewPropagation`), whichever files are reported.
    static func entries(_ scans: [FileScan], index: ProjectIndex, jobs: Int) -> [(entry: Entry, name: Range<Int>)] {
        let places = PropertyPlaces(scans.map(\.properties))
        let all = scans.enumerated().flatMap { k, s in s.views.map { (file: k, view: $0) } }
        let estimated = ParallelMap.run(count: all.count, jobs: jobs) { m in
            entry(all[m].view, file: all[m].file, index: index, places: places)
        }
        var own: [String: (frequency: ChangeFrequency, isUnknown: Bool)] = [:]
        for e in estimated.compactMap({ $0 }) where own[e.view] == nil { own[e.view] = (e.frequency, e.isUnknown) }
        let sites = scans.flatMap(\.sites)
        let raised = ViewPropagation.propagate(own: own, sites: sites, rows: scans.flatMap(\.rows))
        var passes: [String: [Pass]] = [:]
        for s in sites {
            passes[s.parent, default: []].append(Pass(child: s.child, argument: s.argument, kind: s.kind.rawValue, path: s.path, line: s.line))
        }
        var out: [(entry: Entry, name: Range<Int>)] = []
        for (m, e) in estimated.enumerated() {
            guard var e, all[m].view.reported else { continue }
            e.passes = passes[e.view] ?? []
            if let r = raised[e.view] {
                e.frequency = r.frequency
                e.isUnknown = e.isUnknown || r.isUnknown
                let via: Source
                switch r.via {
                case .pass(let site):
                    via = Source(source: "parent '\(site.parent)' passes \(site.kind.phrase) '\(site.argument)'",
                                 path: site.path, line: site.line, frequency: r.frequency, why: "")
                case .rows(let site):
                    via = Source(source: "parent '\(site.parent)' builds it in rows of a collection that changes",
                                 path: site.path, line: site.line, frequency: r.frequency, why: "")
                }
                e.because.insert(via, at: 0)
            }
            out.append((e, all[m].view.name))
        }
        return out
    }

    /// A view a file declares: its name, place, and the bytes of its name.
    struct DeclaredView: Sendable {
        var view: String
        var path: String
        var line: Int
        var name: Range<Int>
        /// The view is one the command reports (else only estimated, for its children).
        var reported = true
    }

    /// What one parse of a file gives: where each stored property is declared ("Type.name" →
    /// path, line), for the evidence, and the views it declares (when asked).
    struct FileScan: Sendable {
        var properties: [String: Place] = [:]
        var views: [DeclaredView] = []
        /// Where its views pass their children something new on every evaluation.
        var sites: [ViewPropagation.Site] = []
        /// Where its views build project children in rows of a changing collection.
        var rows: [ViewPropagation.RowSite] = []
    }

    struct Place: Sendable {
        var path: String
        var line: Int
    }

    /// Where each property is declared: the first file (in input order) declaring it.
    struct PropertyPlaces {
        private var table: [String: Place] = [:]
        init(_ perFile: [[String: Place]]) {
            for p in perFile { table.merge(p) { a, _ in a } }
        }
        subscript(_ key: String) -> Place? { table[key] }
    }

    /// One file's property places, views and construction sites (none for a dependency); its
    /// views are reported with `views` for a file not only indexed.
    static func scan(_ input: SourceInput, file k: Int, bytes: [UInt8], index: ProjectIndex, views: Bool) -> FileScan {
        guard !input.isDependency else { return FileScan() }
        let tree = SwiftParser.parse(bytes)
        let context = RuleContext(tree: tree, path: input.path, index: index, file: Int32(k))
        var out = FileScan()
        context.visit([.structDecl, .classDecl, .extensionDecl]) { decl in
            let name = tree.kind(decl) == .extensionDecl ? tree.extendedType(decl).map { tree.lastName(ofType: $0) } : tree.declName(decl)
            guard let name else { return }
            for member in tree.members(decl) where tree.kind(member) == .variableDecl {
                for binding in tree.children(member, .patternBinding) {
                    guard let property = tree.bindingName(binding) else { continue }
                    out.properties[name + "." + property] = Place(path: input.path, line: tree.location(tree.range(binding).lowerBound).line)
                }
            }
            guard tree.kind(decl) == .structDecl, let nameNode = tree.child(decl, .name),
                  let info = context.resolver(at: decl).type([name]), info.conforms(to: "View") else { return }
            out.views.append(DeclaredView(view: name, path: input.path, line: tree.location(tree.range(decl).lowerBound).line,
                                          name: tree.range(nameNode), reported: views && !input.indexOnly))
        }
        (out.sites, out.rows) = ViewPropagation.sites(context)
        return out
    }

    /// The change model's estimate of one view, with the places of its sources.
    static func entry(_ view: DeclaredView, file k: Int, index: ProjectIndex, places: PropertyPlaces) -> Entry? {
        let resolver = Resolver(index: index, site: UseSite(file: Int32(k)))
        guard let info = resolver.type([view.view]) else { return nil }
        let estimate = ChangeModel.reevaluation(of: info, index, resolver)
        let because = estimate.because.map { s -> Source in
            let place = places[s.owner + "." + s.property] ?? Place(path: s.path ?? view.path, line: 0)
            return Source(source: "'\(s.property)' of '\(s.owner)'", path: place.path, line: place.line, frequency: s.frequency,
                          why: "written \(s.frequency.writePlace)")
        }
        return Entry(view: view.view, path: view.path, line: view.line, frequency: estimate.frequency,
                     isUnknown: estimate.isUnknown, because: because)
    }

    /// One block per view: its frequency, name and place, then one line per source.
    public static func renderText(_ entries: [Entry]) -> String {
        var out = ""
        let width = ChangeFrequency.allCases.map(\.rawValue.count).max() ?? 6
        for e in entries {
            let tag = e.frequency.rawValue + (e.isUnknown ? "?" : "")
            out += tag + String(repeating: " ", count: max(1, width + 2 - tag.count)) + "\(e.view)  \(e.path):\(e.line)\n"
            for s in e.because {
                out += String(repeating: " ", count: width + 4) + s.sentence + "\n"
            }
            for p in e.passes {
                out += String(repeating: " ", count: width + 4) + p.sentence + "\n"
            }
        }
        return out
    }

    /// A JSON array of `{view, path, line, frequency, unknown, because: [{source, path, line, frequency, why}],
    /// passes: [{child, argument, kind, path, line}]}`.
    public static func renderJSON(_ entries: [Entry]) -> String {
        JSON.array(entries.map { e in
            .object([
                ("view", .string(e.view)),
                ("path", .string(e.path)),
                ("line", .int(e.line)),
                ("frequency", .string(e.frequency.rawValue)),
                ("unknown", .bool(e.isUnknown)),
                ("because", .array(e.because.map { s in
                    .object([
                        ("source", .string(s.source)),
                        ("path", .string(s.path)),
                        ("line", .int(s.line)),
                        ("frequency", .string(s.frequency.rawValue)),
                        ("why", .string(s.why)),
                    ])
                })),
                ("passes", .array(e.passes.map { p in
                    .object([
                        ("child", .string(p.child)),
                        ("argument", .string(p.argument)),
                        ("kind", .string(p.kind)),
                        ("path", .string(p.path)),
                        ("line", .int(p.line)),
                    ])
                })),
            ])
        }).rendered(pretty: true) + "\n"
    }
}
