import EntryLintCore

extension LanguageServer {
    /// Workspace folders, else `rootUri`, else `rootPath`; the initial index is built right
    /// after the answer, so the first diagnostics need no discovery.
    func initialize(_ params: JSONNode?) -> JSON {
        var roots: [String] = []
        for folder in params?["workspaceFolders"]?.array ?? [] {
            if let uri = folder["uri"]?.string, let path = DocumentURI.path(uri) { roots.append(path) }
        }
        if roots.isEmpty, let uri = params?["rootUri"]?.string, let path = DocumentURI.path(uri) { roots.append(path) }
        if roots.isEmpty, let path = params?["rootPath"]?.string, path.hasPrefix("/") { roots.append(Paths.normalize(path)) }
        readSettings(params?["initializationOptions"])
        watchDynamically = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        let workspace = WorkspaceLinter(roots: roots, jobs: options.jobs, environment: options.environment)
        workspace.setProfile(options.profile)
        if options.environment.collectTimings {
            let log = self.log
            workspace.timings = { log($0.rendered.dropLast().description) }
        }
        self.workspace = workspace
        initialized = true
        return .object([
            ("capabilities", .object([
                // Columns count UTF-16 code units, the protocol's default that every client supports.
                ("positionEncoding", .string("utf-16")),
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)),
                    ("change", .int(2)), // incremental
                    ("save", .object([("includeText", .bool(false))])),
                ])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("hoverProvider", .bool(true)),
            ])),
            ("serverInfo", .object([("name", .string(ToolInfo.command)), ("version", .string(ToolInfo.version))])),
        ])
    }

    /// `documentationURL` and `profile` (`"default"`/`"audit"`, over the configuration's) from
    /// `initializationOptions` or settings (`{"entrylint": {…}}` or flat). An unknown profile
    /// is shown to the user and changes nothing.
    func readSettings(_ node: JSONNode?) {
        guard let node else { return }
        let settings = node["entrylint"] ?? node
        if let url = settings["documentationURL"] {
            options.documentationURL = url.string.flatMap { $0.isEmpty ? nil : $0 }
        }
        if let value = settings["profile"] {
            if let text = value.string, let profile = Profile(rawValue: text) {
                options.profile = profile
            } else if value.string?.isEmpty == true || value.string == nil {
                options.profile = nil
            } else {
                // type 2: a warning.
                send(RPC.notification("window/showMessage", .object([
                    ("type", .int(2)),
                    ("message", .string("EntryLint: unknown profile '\(value.string ?? "")' in the settings (profiles: default, audit)")),
                ])))
            }
            workspace?.setProfile(options.profile)
        }
    }

    /// Asks the client to report Swift and configuration file changes, when it can.
    func registerWatchers() {
        guard watchDynamically else { return }
        let watchers: JSON = .array([.string("**/*.swift"), .string("**/" + Configuration.fileName)].map {
            .object([("globPattern", $0)])
        })
        let registration: JSON = .object([
            ("id", .string("entrylint-watched-files")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])
        send(RPC.request(id: nextRequestID, "client/registerCapability", .object([("registrations", .array([registration]))])))
        nextRequestID += 1
    }
}
