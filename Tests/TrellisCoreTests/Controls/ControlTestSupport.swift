@testable import TrellisCore

/// Helpers for driving the standard controls headlessly.
extension TestHost {
    /// The first unit of `kind` in tree order.
    func viewNode(kind: String) -> ViewNode? {
        _ = host.update()
        func find(_ node: ViewNode) -> ViewNode? {
            if node.unit?.kindName == kind, !node.isHidden { return node }
            for child in node.subviewNodes { if let found = find(child) { return found } }
            return nil
        }
        return find(host.root)
    }

    /// Sends `key` to the first control of `kind` as if it had the focus.
    @discardableResult
    func press(_ key: ControlKey, on kind: String) -> Bool {
        guard let node = viewNode(kind: kind) else { return false }
        let used = host.sendKey(key, to: node)
        _ = host.update()
        return used
    }

    func click(at x: CGFloat, _ y: CGFloat) { click(CGPoint(x: x, y: y)) }

    /// Presses at `from`, moves through `path`, releases at the last point.
    func drag(from start: CGPoint, through path: [CGPoint]) {
        host.handle(.pointerMoved(start))
        host.handle(.buttonDown(start, .primary))
        for point in path { host.handle(.pointerMoved(point)); _ = host.update() }
        host.handle(.buttonUp(path.last ?? start, .primary))
        _ = host.update()
    }

    /// The colours of the filled shapes in the display list, in paint order.
    var fillColors: [RGBAColor] {
        host.displayList().items.compactMap { if case .fill(_, let color) = $0 { return color }; return nil }
    }
}
