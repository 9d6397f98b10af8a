/// A `UIViewRepresentable`-family view's `update…` method. When a representable's inputs
/// change, SwiftUI does not re-evaluate a body: it calls that method. One that does nothing
/// (`func updateUIView(_ v: UIView, context: Context) {}`) makes a closure that is new on every
/// evaluation cost nothing, so `body_closure_argument` does not report it.
enum RepresentableUpdate {
    static let protocols: Set<String> = ["UIViewRepresentable", "NSViewRepresentable",
                                         "UIViewControllerRepresentable", "NSViewControllerRepresentable"]
    /// Kept in the summary with their bodies (`Summarizer.memberSummaries`).
    static let methodNames: Set<String> = ["updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController"]

    /// Syntax nodes of the representable's update method, when at least `largeUpdateNodes`:
    /// each new input runs it, and one that reconfigures its platform view (scripts, layers,
    /// observers) is costly work at the rate the parent re-evaluates (judged RIGHT on an unseen
    /// app: a reader's web view re-installing its scripts at scroll rate).
    static func largeUpdate(of info: TypeInfo, _ index: Resolver) -> Int? {
        guard !info.inherits.isDisjoint(with: protocols) else { return nil }
        let sizes = info.members.lazy.filter { $0.kind == .function && !$0.isStatic && methodNames.contains($0.name) }
            .compactMap { $0.value.map { index.snippet($0).tree.nodes.count } }
        guard let largest = sizes.max(), largest >= largeUpdateNodes else { return nil }
        return largest
    }

    /// An update method this large does more than copy a few values across.
    static let largeUpdateNodes = 120

    /// The type is a representable whose one update method has an empty body (comments aside).
    static func isEmpty(_ info: TypeInfo, _ index: Resolver) -> Bool {
        guard !info.inherits.isDisjoint(with: protocols) else { return false }
        let updates = info.members.filter { $0.kind == .function && !$0.isStatic && methodNames.contains($0.name) }
        guard updates.count == 1, let body = updates[0].value else { return false }
        // The snippet is the method's braces and what is between them; comments are trivia.
        let tokens = index.snippet(body).tree.tokens.filter { $0.kind != .eof }
        return tokens.count == 2 && tokens[0].kind == .leftBrace && tokens[1].kind == .rightBrace
    }
}
