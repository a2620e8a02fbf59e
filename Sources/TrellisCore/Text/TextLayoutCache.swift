/// The last few line layouts of one `Text`, by string, font, width and
/// line limit. Parents probe a text at its ideal, minimum and offered
/// widths in every pass, so those few answers are kept; a handful of
/// entries in an array is smaller and faster than a dictionary per text.
struct TextLayoutCache {
    private var entries: [(key: TextLayoutKey, layout: TextLayout)] = []
    private static let capacity = 6

    subscript(key: TextLayoutKey) -> TextLayout? {
        entries.first { $0.key == key }?.layout
    }

    mutating func insert(_ layout: TextLayout, for key: TextLayoutKey) {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
    }
}
