/// AT-SPI counts text offsets in code points (as GLib's UTF-8 functions
/// do); the core counts `Character`s, so that a caret never splits an
/// emoji. These convert between the two for one string.
enum AtspiOffsets {
    /// The code point offset where the character at `offset` starts.
    static func scalar(ofCharacter offset: Int, in string: String) -> Int {
        guard offset > 0 else { return 0 }
        let end = string.index(string.startIndex, offsetBy: offset, limitedBy: string.endIndex) ?? string.endIndex
        return string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: end)
    }

    /// The character holding code point `offset` (-1, or past the end:
    /// the end).
    static func character(ofScalar offset: Int, in string: String) -> Int {
        guard offset >= 0 else { return string.count }
        var scalars = 0
        for (index, character) in string.enumerated() {
            scalars += character.unicodeScalars.count
            if scalars > offset { return index }
        }
        return string.count
    }
}
