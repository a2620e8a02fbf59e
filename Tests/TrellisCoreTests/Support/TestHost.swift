@testable import TrellisCore

/// A headless window for layout tests: a view laid out at an exact size
/// with the deterministic measurer and a virtual clock, queried through the
/// same node list the inspection file shows.
@MainActor
final class TestHost {
    let host: ViewHost
    let clock: VirtualClock
    let measurer: FixedWidthMeasurer

    init<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300, measurer: FixedWidthMeasurer = FixedWidthMeasurer(),
                  windowResizeAnimation: Animation? = nil) {
        self.measurer = measurer
        let clock = VirtualClock()
        self.clock = clock
        host = ViewHost(rootView: view, measurer: measurer, clock: clock, windowResizeAnimation: windowResizeAnimation)
        resize(width: width, height: height)
    }

    /// Drives a host made elsewhere (an app window of `AppWindows`).
    init(host: ViewHost, clock: VirtualClock, measurer: FixedWidthMeasurer, width: CGFloat = 400, height: CGFloat = 300) {
        self.host = host
        self.clock = clock
        self.measurer = measurer
        resize(width: width, height: height)
    }

    /// Moves the virtual clock and runs one frame; returns whether the
    /// host asked for a repaint.
    @discardableResult
    func advance(by seconds: Double) -> Bool {
        clock.advance(by: seconds)
        return host.update()
    }

    /// The painted frame of the first node with this text.
    func presented(text: String) -> CGRect? { nodes.first { $0.text == text }.map { $0.presentedRect } }

    func resize(width: CGFloat, height: CGFloat) {
        host.resize(to: CGSize(width: width, height: height))
        _ = host.update()
    }

    var nodes: [InspectionSnapshot.Node] {
        _ = host.update()
        return host.inspectionNodes()
    }

    func nodes(kind: String) -> [InspectionSnapshot.Node] { nodes.filter { $0.kind == kind } }

    func node(text: String) -> InspectionSnapshot.Node? { nodes.first { $0.text == text } }

    /// The children of the first node of `kind`, in order.
    func children(ofFirst kind: String) -> [InspectionSnapshot.Node] {
        let all = nodes
        guard let index = all.firstIndex(where: { $0.kind == kind }) else { return [] }
        return all.filter { $0.parent == index }
    }

    func frame(text: String) -> CGRect? { node(text: text).map { $0.rect } }

    /// Clicks (press and release) at a point in window coordinates.
    func click(_ point: CGPoint) {
        host.handle(.buttonDown(point, .primary))
        host.handle(.buttonUp(point, .primary))
        _ = host.update()
    }

    /// Presses and releases a key (with `characters` as the text it types).
    func press(_ key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = []) {
        host.handle(.key(KeyPress(phase: .down, key: key, characters: characters, modifiers: modifiers)))
        host.handle(.key(KeyPress(phase: .up, key: key, characters: characters, modifiers: modifiers)))
        _ = host.update()
    }

    /// Types each character as its own key press.
    func type(_ text: String) {
        for character in text { press(KeyEquivalent(character), characters: String(character)) }
    }

    /// Tab `count` times (Shift+Tab when `backward`).
    func tab(_ count: Int = 1, backward: Bool = false) {
        for _ in 0..<count { press(.tab, modifiers: backward ? .shift : []) }
    }

    /// The text of the first text node inside the focused unit.
    var focusedText: String? {
        guard let node = host.focusedNode else { return nil }
        func find(_ node: ViewNode) -> String? {
            if let text = node.view as? Text { return text.content }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(node)
    }

    func click(text: String) {
        guard let frame = frame(text: text) else { return }
        click(CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension InspectionSnapshot.Node {
    var rect: CGRect { CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) }
    var presentedRect: CGRect { CGRect(x: presented[0], y: presented[1], width: presented[2], height: presented[3]) }
}

