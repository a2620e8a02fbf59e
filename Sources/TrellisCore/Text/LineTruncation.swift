/// A line cut to fit: the characters kept before the ellipsis and after
/// it, as slices of the laid-out string (styled text paints each part in
/// its run's style), and what is shown.
struct LineCut {
    var before: Substring
    var after: Substring
    var hasEllipsis: Bool
    var width: CGFloat

    var text: String { hasEllipsis ? String(before) + LineBreaker.ellipsis + String(after) : String(before) }
}

extension Text {
    /// Where text that does not fit loses characters: SwiftUI's modes.
    public enum TruncationMode: Hashable, Sendable {
        case head
        case tail
        case middle
    }
}

extension LineBreaker {
    /// `text` cut to `width` with an ellipsis where the truncation mode
    /// says: the longest end (`.tail`), beginning (`.head`) or both halves
    /// (`.middle`) that fit. With `force`, the ellipsis is added even when
    /// the text fits (the text continues beyond the line limit).
    ///
    /// Parts are measured as slices of the text, then the ellipsis on its
    /// own: a styled text's measurer knows each slice's runs.
    func truncate(_ text: Substring, width: CGFloat?, force: Bool) -> LineCut {
        let trimmed = trimmingTrailingSpaces(text)
        let empty = trimmed[trimmed.endIndex..<trimmed.endIndex]
        let ellipsisWidth = measurer.width(of: Substring(Self.ellipsis), font: font)
        guard let width else {
            return LineCut(before: trimmed, after: empty, hasEllipsis: true, width: visibleWidth(of: trimmed) + ellipsisWidth)
        }
        if !force, visibleWidth(of: trimmed) <= width {
            return LineCut(before: trimmed, after: empty, hasEllipsis: false, width: visibleWidth(of: trimmed))
        }
        let characters = Array(trimmed.indices) + [trimmed.endIndex]
        let count = characters.count - 1
        // The first `n` characters, without the spaces before the ellipsis.
        func head(_ n: Int) -> Substring { trimmingTrailingSpaces(trimmed[trimmed.startIndex..<characters[n]]) }
        // The last `n` characters, without the spaces after the ellipsis.
        func tail(_ n: Int) -> Substring {
            var start = characters[count - n]
            while start < trimmed.endIndex, trimmed[start].isWhitespace { start = trimmed.index(after: start) }
            return trimmed[start..<trimmed.endIndex]
        }
        func split(_ n: Int) -> (Substring, Substring) {
            switch truncationMode {
            case .tail: (head(n), empty)
            case .head: (trimmed[trimmed.startIndex..<trimmed.startIndex], tail(n))
            case .middle: (head((n + 1) / 2), tail(n / 2))
            }
        }
        func measured(_ parts: (Substring, Substring)) -> CGFloat {
            measurer.width(of: parts.0, font: font) + ellipsisWidth + measurer.width(of: parts.1, font: font)
        }
        // The most characters kept that fit.
        var low = 0, high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if measured(split(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        let parts = split(low)
        return LineCut(before: parts.0, after: parts.1, hasEllipsis: true, width: measured(parts))
    }
}
