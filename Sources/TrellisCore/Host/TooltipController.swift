import Foundation

/// Shows a `.help` text as a tooltip: when the pointer comes to rest on a
/// view with one, a single main-queue wake-up is scheduled `delay` later;
/// if the pointer is still on that view then, a tooltip popup opens below
/// the pointer. Leaving the view or pressing a button closes it (after a
/// press it stays closed until the pointer leaves the view). Nothing is
/// scheduled while the pointer is on no such view.
@MainActor
final class TooltipController {
    /// How long the pointer rests before the tooltip shows.
    static let delay = 0.7
    private weak var hovered: ViewNode?
    /// Bumped on every change, so that a scheduled wake-up for an older
    /// hover does nothing.
    private var generation = 0
    private var suppressed = false
    /// A wake-up is scheduled and not yet run or cancelled (for tests).
    private(set) var isPending = false

    func pointerMoved(host: ViewHost) {
        let target = host.pointer.flatMap { HitTester.help(at: $0, in: host.root) }
        guard target !== hovered else { return }
        hovered = target
        suppressed = false
        generation += 1
        isPending = false
        host.popups.dismissTooltips()
        guard target != nil else { return }
        isPending = true
        let token = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.delay) { [weak self, weak host] in
            MainActor.assumeIsolated {
                guard let self, let host, token == self.generation else { return }
                self.show(host: host)
            }
        }
    }

    /// A button was pressed: the tooltip goes and stays away.
    func pressed(host: ViewHost) {
        generation += 1
        isPending = false
        suppressed = true
        host.popups.dismissTooltips()
    }

    /// Opens the tooltip now, as the scheduled wake-up does.
    func show(host: ViewHost) {
        isPending = false
        guard !suppressed, let node = hovered, node.isAttached(to: host.root), let point = host.pointer,
              let help = node.unit as? any HelpProviding, !host.popups.hasMenu(above: host.level) else { return }
        // Below the pointer, clear of its arrow.
        let anchor = CGRect(x: point.x, y: point.y, width: 0, height: 18)
        host.popups.open(level: host.level, anchor: anchor, placement: .below,
                         content: AnyView(TooltipPanel(text: help.helpText)), kind: .tooltip)
    }
}
