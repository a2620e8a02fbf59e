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

    /// Makes `node`'s content again at the first frame at or after `due`
    /// (the earlier of two requests wins).
    func wake(_ node: ViewNode, at due: Double) {
        let id = ObjectIdentifier(node)
        if let existing = pending[id], existing.node.node === node, existing.due <= due { return }
        pending[id] = (WeakNode(node), due.isNaN ? 0 : due)
    }

    /// Invalidates the bodies of the nodes due at `now`; removed nodes are forgotten.
    func fireDue(now: Double) {
        guard !pending.isEmpty else { return }
        for (id, entry) in pending where entry.due <= now || entry.node.node == nil {
            pending[id] = nil
            entry.node.node?.invalidateBody()
        }
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
