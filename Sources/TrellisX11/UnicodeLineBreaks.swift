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
        var result: [Substring] = []
        var start = text.startIndex
        var next = 0   // index into breaks
        var utf16 = 0
        for index in text.indices {
            while next < breaks.count, breaks[next] < utf16 { next += 1 }
            if next < breaks.count, breaks[next] == utf16, index > start {
                result.append(text[start..<index])
                start = index
            }
            utf16 += text[index].utf16.count
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
