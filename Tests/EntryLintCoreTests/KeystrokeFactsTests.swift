@testable import EntryLintCore
import XCTest

/// Pass 1's per-keystroke facts (`WriteFrequencies`, `chgkey@Owner.property`): a binding handed to
/// a text input, or what the `set:` of a `Binding(get:set:)` handed to one writes, and nothing
/// a toggle, a slider or a project view is handed.
final class KeystrokeFactsTests: XCTestCase {
    func has(_ body: String, _ key: String, extra: String = "") -> Bool {
        let source = "struct Editor: View {\n    @State private var name = \"\"\n    @State private var draft = Draft()\n    @StateObject private var model = Model()\n\(extra)    var body: some View {\n        \(body)\n    }\n}\n"
        return WriteFrequencies.scan(SwiftParser.parse(Array(source.utf8))).contains(PreviewUses.hash(key))
    }

    func testTextInputsWriteTheirBindingPerKeystroke() {
        XCTAssertTrue(has("TextField(\"Name\", text: $name)", "chgkey@Editor.name"))
        XCTAssertTrue(has("SecureField(\"Name\", text: $name)", "chgkey@Editor.name"))
        XCTAssertTrue(has("TextEditor(text: $name)", "chgkey@Editor.name"))
        XCTAssertTrue(has("TextField(\"Name\", text: self.$name)", "chgkey@Editor.name"), "self.$name is $name")
    }

    func testAMemberBindingWritesTheWholeValueAndTheTypedObjectsProperty() {
        XCTAssertTrue(has("TextField(\"Title\", text: $draft.title)", "chgkey@Editor.draft"))
        XCTAssertTrue(has("TextField(\"Title\", text: $draft.title)", "chgkey@Draft.title"), "the type its initial value constructs")
        XCTAssertTrue(has("TextField(\"Query\", text: $model.query)", "chgkey@Model.query"))
    }

    func testTheSetterOfABindingHandedToATextInput() {
        XCTAssertTrue(has("TextField(\"Name\", text: Binding(get: { name }, set: { name = $0 }))", "chgkey@Editor.name"))
        XCTAssertFalse(has("Toggle(\"On\", isOn: Binding(get: { name.isEmpty }, set: { name = $0 ? \"\" : \"x\" }))", "chgkey@Editor.name"),
                       "a toggle writes on a tap")
    }

    func testOtherControlsAndProjectViewsAreNoKeystrokes() {
        XCTAssertFalse(has("Toggle(\"On\", isOn: $name)", "chgkey@Editor.name"))
        XCTAssertFalse(has("Slider(value: $name)", "chgkey@Editor.name"))
        XCTAssertFalse(has("NameRow(name: $name)", "chgkey@Editor.name"), "a project view's own body decides, at lint time")
        XCTAssertFalse(has("TextField(\"Name\", text: $name)", "chgkey@Other.name"), "keyed by the owner")
    }
}
