import Synchronization

/// Stroke outlines made before, by path and style. Every frame records the
/// whole window's display list, so each `RoundedRectangle().stroke(…)`
/// in it (a field's or a button's border) was offset into its outline —
/// round joins, square roots and arc points — at every keystroke, for the
/// same answer. Any thread may stroke a path (`Path.strokedPath` is not
/// tied to the main actor): the table is behind a lock. At most
/// `capacity` outlines are kept; past that it starts over.
enum StrokedPathCache {
    struct Key: Hashable {
        let path: PathKey
        let style: StrokeStyle
    }

    static let capacity = 256
    private static let outlines = Mutex<[Key: Path]>([:])

    static func outline(of path: Path, style: StrokeStyle, make: () -> Path) -> Path {
        let key = Key(path: PathKey(path), style: style)
        if let kept = outlines.withLock({ $0[key] }) { return kept }
        let made = make()
        outlines.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }
}
