extension DisplayItem {
    /// The area the item can touch, in points; nil for clip operations.
    /// Text is bounded generously (its advance is not in the item): a
    /// damage rectangle may be larger than needed, never smaller.
    package var bounds: CGRect? {
        switch self {
        case .fill(let path, _):
            return path.boundingRect.insetBy(dx: -1, dy: -1)
        case .stroke(let path, let width, _):
            let half = width / 2 + 1
            return path.boundingRect.insetBy(dx: -half, dy: -half)
        case .text, .textRun:
            guard let (string, origin, font, _) = drawnText else { return nil }
            let size = font.size
            // Tracking widens every character.
            let advance = size * 1.2 + max(0, font.tracking)
            return CGRect(x: origin.x - size, y: origin.y - size * 1.5,
                          width: CGFloat(string.unicodeScalars.count + 2) * advance, height: size * 3)
        case .pushClip, .popClip:
            return nil
        case .shade(let path, _):
            return path.boundingRect.insetBy(dx: -1, dy: -1)
        case .layer(let layer):
            return layer.bounds
        case .image(let image):
            return image.bounds
        }
    }
}

extension DisplayList {
    /// The area that differs between `previous` and this list, in points:
    /// what must be repainted to turn the old picture into the new one.
    /// nil when nothing changed; `.infinite` when everything may have (a
    /// different background or clip structure).
    ///
    /// Items are compared in order: a click that changes one label and one
    /// tile's fill damages those two rectangles only, so the backend
    /// repaints and copies a few hundred pixels, not the window.
    package func damage(since previous: DisplayList?) -> CGRect? {
        damagedRegions(since: previous).map { $0.dropFirst().reduce($0[0]) { $0.union($1) } }
    }

    /// The same as a few rectangles rather than their union: a label at the
    /// top and a tile at the bottom are repainted as two strips, not as
    /// everything between them. Overlapping rectangles are merged.
    package func damagedRegions(since previous: DisplayList?) -> [CGRect]? {
        guard let previous, previous.background == background else { return [.infinite] }
        var regions: [CGRect] = []
        func add(_ item: DisplayItem) -> Bool {
            guard var bounds = item.bounds else { return false }
            // Merge with every region it touches, until none does.
            while let index = regions.firstIndex(where: { $0.intersects(bounds) }) {
                bounds = bounds.union(regions.remove(at: index))
            }
            regions.append(bounds)
            return true
        }
        let common = min(items.count, previous.items.count)
        for index in 0..<common where items[index] != previous.items[index] {
            // A changed clip changes what everything after it shows.
            if !add(items[index]) || !add(previous.items[index]) { return [.infinite] }
        }
        for item in items[common...] where !add(item) { return [.infinite] }
        for item in previous.items[common...] where !add(item) { return [.infinite] }
        // Many scattered changes: one rectangle is cheaper than many passes.
        if regions.count > 8 { return [regions.dropFirst().reduce(regions[0]) { $0.union($1) }] }
        return regions.isEmpty ? nil : regions
    }
}
