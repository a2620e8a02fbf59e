import CICU

/// Line break opportunities by UAX #14 with ICU's line break iterator,
/// which also finds word boundaries in Thai, Lao, Khmer and Burmese (no
/// spaces between words) from its dictionaries. Breaks fall only on
/// character (grapheme cluster) boundaries.
@MainActor
final class UnicodeLineBreaks {
    private var iterator: UnsafeMutableRawPointer?
    private var opened = false
    /// Break offsets (UTF-16, inside the text) by paragraph: a resize breaks
    /// the same paragraphs again at every width.
    private var cache: [String: [Int]] = [:]
    private let maximumCached = 4096

    isolated deinit {
        trellis_line_breaker_close(iterator)
    }

    /// `text` cut after every break opportunity; the pieces keep their
    /// trailing spaces. Falls back to the core's rules if ICU cannot open
    /// its line rules.
    func segments(of text: Substring) -> [Substring] {
        guard !text.isEmpty else { return [] }
        let key = String(text)
        let breaks: [Int]
        if let cached = cache[key] {
            breaks = cached
        } else {
            guard let found = opportunities(in: key) else { return [text] }
            if cache.count >= maximumCached { cache.removeAll(keepingCapacity: true) }
            cache[key] = found
            breaks = found
        }
        guard !breaks.isEmpty else { return [text] }
        // Break offsets to indices by walking UTF-16 units, not characters:
        // ICU breaks only between grapheme clusters, and walking characters
        // (grapheme breaking) cost more than finding the breaks.
        var result: [Substring] = []
        result.reserveCapacity(breaks.count + 1)
        let utf16 = text.utf16
        var start = text.startIndex
        var index = utf16.startIndex
        var offset = 0
        for target in breaks {
            guard target > offset else { continue }
            index = utf16.index(index, offsetBy: target - offset, limitedBy: utf16.endIndex) ?? utf16.endIndex
            offset = target
            guard index > start, index < text.endIndex else { continue }
            result.append(text[start..<index])
            start = index
        }
        result.append(text[start..<text.endIndex])
        return result
    }

    /// UTF-16 offsets of the break opportunities strictly inside `text`.
    private func opportunities(in text: String) -> [Int]? {
        let units = Array(text.utf16)
        guard units.count < Int32.max else { return nil }
        if !opened {
            opened = true
            iterator = trellis_line_breaker_open()
        }
        guard let iterator else { return nil }
        var breaks = [Int32](repeating: 0, count: units.count)
        let count = units.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { trellis_line_breaks(iterator, text.baseAddress, Int32(text.count), $0.baseAddress) }
        }
        guard count >= 0 else { return nil }
        return breaks.prefix(Int(count)).map(Int.init)
    }
}
