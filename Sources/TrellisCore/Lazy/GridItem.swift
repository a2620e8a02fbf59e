/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's
/// `GridItem`: a fixed size, a flexible size between bounds, or an
/// adaptive item that holds as many columns as fit.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The gap after this item; nil: the standard 8 points.
    public var spacing: CGFloat?
    /// How a cell sits in its space; nil: centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which parts of sections stay in view while their section scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The tracks (columns of a vertical grid) the grid items make for an
/// available length, as SwiftUI sizes them: the spacing and fixed items
/// are taken first; then each other item, in order, gets an equal share
/// of what remains — a flexible one clamped to its bounds, an adaptive one
/// split into as many tracks of at least its minimum as fit.
struct GridTracks {
    struct Track {
        var length: CGFloat
        /// The gap after it.
        var spacing: CGFloat
        var alignment: Alignment?
    }

    static let standardSpacing: CGFloat = 8

    static func resolve(_ items: [GridItem], available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { clean($0.spacing ?? standardSpacing) }
        var remaining = (available.map(clean) ?? 0) - spacings.dropLast().reduce(0, +)
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                lengths[i] = clean(size)
                remaining -= clean(size)
            }
        }
        var left = lengths.filter { $0 == nil }.count
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                tracks.append(Track(length: lengths[i]!, spacing: spacings[i], alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? clean(minimum) : max(0, remaining / CGFloat(max(1, left)))
                let length = min(max(share, clean(minimum)), max(clean(minimum), maximum.isNaN ? .infinity : maximum))
                remaining -= length
                left -= 1
                tracks.append(Track(length: length.isFinite ? length : clean(minimum), spacing: spacings[i], alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let least = max(1, clean(minimum))
                let share = available == nil ? least : max(0, remaining / CGFloat(max(1, left)))
                let gap = spacings[i]
                let count = max(1, Int(((share + gap) / (least + gap)).rounded(.down)))
                var length = (share - gap * CGFloat(count - 1)) / CGFloat(count)
                length = min(max(length, least), max(least, maximum.isNaN ? .infinity : maximum))
                remaining -= length * CGFloat(count) + gap * CGFloat(count - 1)
                left -= 1
                for index in 0..<count {
                    tracks.append(Track(length: length, spacing: index == count - 1 ? spacings[i] : gap, alignment: item.alignment))
                }
            }
        }
        return tracks
    }

    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// The length the tracks and the gaps between them take.
    static func total(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }
}
