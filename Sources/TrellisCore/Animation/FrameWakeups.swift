/// Views whose content is made from the frame clock's time (keyframe and
/// phase animators, symbol effects): each asks to be made again at a
/// time, and `ViewHost.update()` invalidates the due ones before bodies
/// run. The host keeps animating while any wait, so a test's virtual
/// clock and the backend's frames drive them alike.
@MainActor
final class FrameWakeups {
    private final class WeakNode {
        weak var node: ViewNode?
        init(_ node: ViewNode) { self.node = node }
    }

    private var pending: [ObjectIdentifier: (node: WeakNode, due: Double)] = [:]

    var isEmpty: Bool { pending.isEmpty }

    /// Whether a waiting view is on screen. One set aside (a hidden tab)
    /// or scrolled out of view waits without waking the loop: an unseen
    /// animation costs no frames, and goes on when it shows again (the
    /// change that shows it runs an update, which sees it waiting).
    func wantsFrames(in window: CGSize) -> Bool {
        pending.values.contains { entry in entry.node.node.map { Self.isShown($0, in: window) } ?? true }
    }

    /// Invalidates the bodies of the nodes due at `now` that are shown;
    /// removed nodes are forgotten.
    func fireDue(now: Double, window: CGSize) {
        guard !pending.isEmpty else { return }
        for (id, entry) in pending where entry.due <= now || entry.node.node == nil {
            if let node = entry.node.node, !Self.isShown(node, in: window) { continue }
            pending[id] = nil
            entry.node.node?.invalidateBody()
        }
    }

    /// Whether `node` is laid out and inside the window and every scroll
    /// view around it (not placed yet but not set aside: shown, so that it starts).
    private static func isShown(_ node: ViewNode, in window: CGSize) -> Bool {
        if node.isHiddenInLayout { return false }
        guard node.hasBeenPlaced else { return true }
        let frame = node.frame
        // Edges touching count (an empty frame on screen is shown).
        func overlaps(_ area: CGRect) -> Bool {
            frame.maxX >= area.minX && frame.minX <= area.maxX && frame.maxY >= area.minY && frame.minY <= area.maxY
        }
        guard overlaps(CGRect(origin: .zero, size: window)) || window == .zero else { return false }
        var current = node.parent
        while let ancestor = current {
            if ancestor.unit is any Scrollable, !overlaps(ancestor.frame) { return false }
            current = ancestor.parent
        }
        return true
    }

    /// Makes `node`'s content again at the first frame at or after `due`
    /// (the earlier of two requests wins).
    func wake(_ node: ViewNode, at due: Double) {
        let id = ObjectIdentifier(node)
        if let existing = pending[id], existing.node.node === node, existing.due <= due { return }
        pending[id] = (WeakNode(node), due.isNaN ? 0 : due)
    }

}

/// A unit whose content is made for the frame clock's time, and made
/// again at the time the content asks for (nil: only when its parent
/// makes it again). Laid out and drawn as its content.
package nonisolated struct FrameDrivenView<Content: View>: View {
    package typealias Body = Never
    let make: (_ now: Double) -> (content: Content, next: Double?)
}

@MainActor extension FrameDrivenView: PrimitiveView, FramedView, ContentWrapperLayout {
    var kindName: String { "FrameDriven" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let (content, next) = make(node.host.frameTime)
        if let next { node.host.wakeBody(node, at: next) }
        visit(.index(0), content)
    }
}
