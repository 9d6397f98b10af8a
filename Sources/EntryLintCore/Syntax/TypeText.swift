/// Questions about a type as written in compact text (`[Item]`, `() -> AnyView`), asked of
/// summaries, which keep types as text.
enum TypeText {
    /// Whether `text` holds `word` as a whole identifier: `AnyView`, `AnyView?`, `[AnyView]`,
    /// `(AnyView) -> T`, not `MyAnyViewBox`.
    static func spells(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8)
        let word = Array(word.utf8)
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start..<start + word.count].elementsEqual(word) {
            let before = start == 0 ? UInt8(ascii: " ") : bytes[start - 1]
            let after = start + word.count == bytes.count ? UInt8(ascii: " ") : bytes[start + word.count]
            if !isIdentifierByte(before) && !isIdentifierByte(after) { return true }
        }
        return false
    }

    /// Whether `text` is one plain name (`PickerItem`), not a composition, generic or path.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isIdentifierByte)
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
}
