/// One finding per cause for the rules that report what a view hands its children: the same
/// child and properties at several sites of one view (seven pill buttons, a row per section) are
/// one finding at the first site with a note per other site. Sites group by a key the rule makes
/// (view, child, properties, kind, impact); a later site with evidence the first lacks (inside a
/// `TimelineView`) gives the group its profile, impact and notes.
struct SiteGroups {
    private struct Pending {
        var at: NodeID
        var message: String
        var notes: [Note]
        var impact: Impact
        var profile: Profile
        var others: [NodeID] = []
        /// The note on each other site: "the same for 'Row' again here: …".
        var again: String
    }

    private var pending: [Pending] = []
    private var groups: [String: Int] = [:]

    mutating func add(key: String, at: NodeID, message: String, notes: [Note], impact: Impact, profile: Profile, again: String) {
        guard let g = groups[key] else {
            groups[key] = pending.count
            pending.append(Pending(at: at, message: message, notes: notes, impact: impact, profile: profile, again: again))
            return
        }
        pending[g].others.append(at)
        if profile < pending[g].profile {
            pending[g].notes = notes
            pending[g].profile = profile
            pending[g].impact = impact
        }
    }

    /// Reports each group at its first site, in the order the groups were first seen.
    func report(_ rule: RuleInfo, _ context: RuleContext) {
        let tree = context.tree
        for p in pending {
            var notes = p.notes
            for other in p.others {
                let at = tree.location(tree.range(other).lowerBound)
                notes.append(Note(message: p.again, path: context.path, location: SourceLocation(line: at.line, column: at.column)))
            }
            context.report(rule, p.at, p.message, notes: notes, impact: p.impact, profile: p.profile)
        }
    }
}
