import SwiftLexer

/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Comparable, CaseIterable, Sendable, Codable {
    case note, warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
}

/// How much a body-rule finding costs at run time: `high` when the recreated value is multiplied
/// (rows of a list, a child with a large body, frequently changing state) or costly to build;
/// `low` otherwise. Shown by the reporters that have a place for it (JSON, SARIF); which
/// findings a run reports is the profile's business (`Profile`), not the impact's.
public enum Impact: String, Comparable, CaseIterable, Sendable, Codable {
    case low, high

    public static func < (a: Impact, b: Impact) -> Bool { a == .low && b == .high }
}

/// Whether a fix may be applied without a human looking (ruff's applicability).
public enum Applicability: String, Sendable, Codable {
    /// Keeps the program's meaning; applied by `--fix`.
    case safe
    /// May change behaviour (when an instance is created, isolation…); applied by `--unsafe-fixes`.
    case unsafe
    /// Shown to the user, never applied.
    case displayOnly = "display-only"
}

/// Replace the bytes `range` of the file with `replacement`.
public struct Edit: Sendable, Hashable, Codable {
    public var range: Range<Int>
    public var replacement: String
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

public struct Fix: Sendable, Codable {
    /// Imperative, shown as a note: "Hoist 'Repo()' into a stored global".
    public var title: String
    /// Non-overlapping edits of the finding's file.
    public var edits: [Edit]
    public var applicability: Applicability
    public init(title: String, edits: [Edit], applicability: Applicability) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
    }
}

/// 1-based line and UTF-8 byte column.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A note attached to a finding, optionally pointing somewhere (possibly another file).
public struct Note: Sendable, Codable {
    public var message: String
    public var path: String?
    public var location: SourceLocation?
    /// The places the message names ("read by 2 views: A (A.swift:3), B (B.swift:9)") for
    /// clients that link each one (the language server's `relatedInformation`). Reporters
    /// print the message, which already names them.
    public var places: [Place] = []

    public struct Place: Sendable, Codable {
        public var label: String
        public var path: String
        public var location: SourceLocation
        public init(label: String, path: String, location: SourceLocation) {
            self.label = label
            self.path = path
            self.location = location
        }
    }

    public init(message: String, path: String? = nil, location: SourceLocation? = nil, places: [Place] = []) {
        self.message = message
        self.path = path
        self.location = location
        self.places = places
    }
}

/// One reported problem. Positions are byte offsets; `start`/`end` are filled from the file's
/// line table when the finding leaves the engine, for reporters.
public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The file as given on the command line or relative to the working directory.
    public var path: String
    /// Byte range of the offending code.
    public var range: Range<Int>
    public var start: SourceLocation
    public var end: SourceLocation
    public var notes: [Note]
    public var fix: Fix?
    /// Set by the body rules only; nil for rules whose findings all matter alike.
    public var impact: Impact?
    /// The narrowest profile that reports it: `.standard` for correctness findings and for
    /// performance findings with evidence of a saving, `.audit` for the rest.
    public var profile: Profile = .standard
    /// Set by the engine when the file's profile does not report it: the finding is kept in
    /// `LintResult.leftOut` (for `--statistics`), never in `findings`.
    public var isLeftOut = false
    /// Normalised offending line(s) and code-point columns, filled by the engine
    /// (`FindingFinisher`) for the baseline and SARIF.
    public var snippet = SourceSnippet()

    public init(ruleID: String, severity: Severity, message: String, path: String, range: Range<Int>,
                start: SourceLocation = SourceLocation(line: 0, column: 0),
                end: SourceLocation = SourceLocation(line: 0, column: 0),
                notes: [Note] = [], fix: Fix? = nil, impact: Impact? = nil, profile: Profile = .standard) {
        self.impact = impact
        self.profile = profile
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.start = start
        self.end = end
        self.notes = notes
        self.fix = fix
    }

    /// Fills `start`/`end` from the file's line table.
    public mutating func locate(_ lines: LineIndex) {
        let s = lines.location(of: range.lowerBound)
        let e = lines.location(of: range.upperBound)
        start = SourceLocation(line: s.line, column: s.column)
        end = SourceLocation(line: e.line, column: e.column)
    }

    /// Report order: path, line, column, then rule.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.start.line != b.start.line { return a.start.line < b.start.line }
        if a.start.column != b.start.column { return a.start.column < b.start.column }
        return a.ruleID < b.ruleID
    }
}
