/// Which parameter of a project view's initializer an argument fills: explicit initializers'
/// parameters, or the memberwise initializer's stored properties.
struct ViewParameter {
    var name: String
    var label: String?
    /// The declared type, whitespace removed (`() -> AnyView`).
    var typeText: String
    var isFunctionType: Bool
    var isViewBuilder: Bool
    var isAutoclosure: Bool
    /// `() -> Content` where the result is a view: content, even without `@ViewBuilder`.
    var returnsView: Bool
    /// The stored property that keeps the value, when known.
    var storedProperty: MemberSummary?

    /// Stored properties owned by SwiftUI or the view itself: never memberwise parameters a
    /// caller can fill.
    static let ownedWrappers: Set<String> = [
        "State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "FocusedValue", "Namespace",
        "GestureState", "AppStorage", "SceneStorage", "FetchRequest", "SectionedFetchRequest", "Query",
        "ScaledMetric", "AccessibilityFocusState", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
    ]

    struct Param {
        var label: String?
        var name: String
        var typeText: String
        var isFunctionType: Bool
        var hasDefault: Bool
        var attributes: [String]
        var stored: MemberSummary?
    }

    /// The parameter each candidate initializer gives argument `k` of a call (arguments as
    /// `(label, trailing)`), following Swift's forward scan: arguments fill parameters in order by
    /// label; the first unlabeled trailing closure fills the next function-typed parameter that a
    /// later required closure does not claim.
    /// One entry per initializer the call can select; empty when none can.
    static func match(_ info: TypeInfo, arguments: [(label: String?, trailing: Bool)], at k: Int) -> [ViewParameter] {
        let stored = info.storedProperties
        var overloads: [[Param]] = []
        if info.hasExplicitInit {
            for initializer in info.initializers {
                overloads.append(initializer.params.map { p in
                    Param(label: p.label, name: p.name, typeText: p.typeText, isFunctionType: p.isFunctionType,
                          hasDefault: p.hasDefault, attributes: p.attributes,
                          stored: stored.first { $0.name == p.name || $0.name == p.label })
                })
            }
        } else {
            overloads.append(stored.filter { p in
                !(p.kind == .storedLet && p.value != nil) && !p.isPrivate && ownedWrappers.isDisjoint(with: p.attributes)
            }.map { p in
                Param(label: p.name, name: p.name, typeText: p.typeText ?? "", isFunctionType: p.isFunctionType,
                      hasDefault: p.value != nil || (p.typeText?.hasSuffix("?") ?? false), attributes: p.attributes, stored: p)
            })
        }
        var out: [ViewParameter] = []
        for params in overloads {
            guard let p = assign(params, arguments: arguments, at: k) else { continue }
            out.append(ViewParameter(
                name: p.name, label: p.label, typeText: p.typeText, isFunctionType: p.isFunctionType,
                isViewBuilder: p.attributes.contains("ViewBuilder"), isAutoclosure: p.attributes.contains("autoclosure"),
                returnsView: returnsView(p.typeText, info), storedProperty: p.stored))
        }
        return out
    }

    /// Forward scan of one parameter list; nil when the call cannot select it.
    static func assign(_ params: [Param], arguments: [(label: String?, trailing: Bool)], at k: Int) -> Param? {
        var next = 0
        var result: Param? = nil
        for (i, arg) in arguments.enumerated() {
            if arg.trailing && arg.label == nil {
                // The unlabeled trailing closure: the next function-typed parameter, skipping one
                // with a default while a later function-typed one requires an argument (SE-0286:
                // `init(reselect: (() -> Void)? = nil, content: () -> Content)` takes
                // `{ … }` as its content).
                guard let j = params.indices[next...].first(where: { j in
                    params[j].isFunctionType
                        && !(params[j].hasDefault && params[(j + 1)...].contains { $0.isFunctionType && !$0.hasDefault })
                }) else { return nil }
                if params[next..<j].contains(where: { !$0.hasDefault }) { return nil }
                if i == k { result = params[j] }
                next = j + 1
                continue
            }
            guard let j = params[next...].firstIndex(where: { $0.label == arg.label }) else { return nil }
            if params[next..<j].contains(where: { !$0.hasDefault }) { return nil }
            if i == k { result = params[j] }
            next = j + 1
        }
        return result
    }

    /// `() -> Content` with `Content: View`, `() -> some View`, `() -> AnyView`, `() -> Text`…
    static func returnsView(_ typeText: String, _ info: TypeInfo) -> Bool {
        guard let arrow = typeText.range(of: "->", options: .backwards) else { return false }
        var result = String(typeText[arrow.upperBound...])
        while result.hasSuffix(")") || result.hasSuffix("?") { result.removeLast() }
        if result.hasPrefix("some") || result == "AnyView" || SDKCatalog.frameworkViews.contains(result) { return true }
        return info.viewGenericParameters.contains(result)
    }
}

extension ViewParameter {
    /// The stored property an argument for `label` (or at `position`, unlabeled, for an
    /// explicit initializer) ends up in.
    static func storedProperty(_ info: TypeInfo, label: String?, position: Int) -> MemberSummary? {
        let name: String
        if info.hasExplicitInit {
            guard let param = info.initializers.lazy.compactMap({ parameter(in: $0, label: label, position: position) }).first else { return nil }
            name = param.name
        } else {
            guard let label else { return nil }
            name = label
        }
        return info.storedProperties.first(where: { $0.name == name || $0.name == label })
    }

    /// The parameter of an explicit initializer an argument fills: by label, or an unlabeled one
    /// by position (only when the parameter there is unlabeled too).
    static func parameter(in initializer: MemberSummary, label: String?, position: Int) -> ParamSummary? {
        if let label { return initializer.params.first { $0.label == label } }
        let params = initializer.params
        return position < params.count && params[position].label == nil ? params[position] : nil
    }
}
