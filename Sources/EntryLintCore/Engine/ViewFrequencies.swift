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
    }

    /// Every view (a struct conforming to `View`) the reported files of `project` declare, the
    /// most frequently re-evaluated first, then by path and line.
    public static func report(_ project: Project, jobs: Int? = nil) -> [Entry] {
        let options = LintOptions(enabledRules: [], jobs: jobs)
        let inputs = project.inputs
        let loaded = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> (bytes: [UInt8], summary: FileSummary)? in
            guard case .success(let bytes) = SourceLoader.load(inputs[k]) else { return nil }
            return (bytes, Linter.summary(inputs[k], file: Int32(k), bytes: bytes))
        }
        let index = Linter.makeIndex(project, loaded.compactMap { $0?.summary }) { file, range in
            SourceLoader.loadRange(inputs[Int(file)], range)
        }
        // Where each stored property is declared ("Type.name" → path, line), for the evidence,
        // and the views of the reported files, from one parse of each file.
        struct Parsed { var properties: [String: (String, Int)] = [:]; var views: [(String, String, Int)] = [] }
        let parsed = ParallelMap.run(count: inputs.count, jobs: options.jobs) { k -> Parsed in
            guard let bytes = loaded[k]?.bytes, !inputs[k].isDependency else { return Parsed() }
            let tree = SwiftParser.parse(bytes)
            let context = RuleContext(tree: tree, path: inputs[k].path, index: index, file: Int32(k))
            var out = Parsed()
            context.visit([.structDecl, .classDecl, .extensionDecl]) { decl in
                let name = tree.kind(decl) == .extensionDecl ? tree.extendedType(decl).map { tree.lastName(ofType: $0) } : tree.declName(decl)
                guard let name else { return }
                for member in tree.members(decl) where tree.kind(member) == .variableDecl {
                    for binding in tree.children(member, .patternBinding) {
                        guard let property = tree.bindingName(binding) else { continue }
                        out.properties[name + "." + property] = (inputs[k].path, tree.location(tree.range(binding).lowerBound).line)
                    }
                }
                guard !inputs[k].indexOnly, tree.kind(decl) == .structDecl,
                      let info = context.resolver(at: decl).type([name]), info.conforms(to: "View") else { return }
                out.views.append((name, inputs[k].path, tree.location(tree.range(decl).lowerBound).line))
            }
            return out
        }
        var properties: [String: (String, Int)] = [:]
        for p in parsed { properties.merge(p.properties) { a, _ in a } }
        var entries: [Entry] = []
        for (k, p) in parsed.enumerated() {
            let resolver = Resolver(index: index, site: UseSite(file: Int32(k)))
            for (name, path, line) in p.views {
                guard let info = resolver.type([name]) else { continue }
                let estimate = ChangeModel.reevaluation(of: info, index, resolver)
                let because = estimate.because.map { s -> Source in
                    let place = properties[s.owner + "." + s.property] ?? (s.path ?? path, 0)
                    return Source(source: "'\(s.property)' of '\(s.owner)'", path: place.0, line: place.1, frequency: s.frequency,
                                  why: "written \(s.frequency.writePlace)")
                }
                entries.append(Entry(view: name, path: path, line: line, frequency: estimate.frequency,
                                     isUnknown: estimate.isUnknown, because: because))
            }
        }
        entries.sort { a, b in
            if a.frequency != b.frequency { return a.frequency > b.frequency }
            if a.path != b.path { return a.path < b.path }
            return a.line < b.line
        }
        return entries
    }

    /// One block per view: its frequency, name and place, then one line per source.
    public static func renderText(_ entries: [Entry]) -> String {
        var out = ""
        let width = ChangeFrequency.allCases.map(\.rawValue.count).max() ?? 6
        for e in entries {
            let tag = e.frequency.rawValue + (e.isUnknown ? "?" : "")
            out += tag + String(repeating: " ", count: max(1, width + 2 - tag.count)) + "\(e.view)  \(e.path):\(e.line)\n"
            for s in e.because {
                out += String(repeating: " ", count: width + 4) + "\(s.frequency.rawValue): \(s.source) is \(s.why) (\(s.path):\(s.line))\n"
            }
        }
        return out
    }

    /// A JSON array of `{view, path, line, frequency, unknown, because: [{source, path, line, frequency, why}]}`.
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
            ])
        }).rendered(pretty: true) + "\n"
    }
}
