import CX11
import TrellisCore

/// One X window that Trellis paints — the main window or a popup — with
/// its painter, the host of its content, and what it owes the screen.
///
/// A frame repaints only what the display list changed. Pixels the server
/// lost (Expose: the window was unmapped, covered, minimised) are not a
/// change of the content: they are copied back from the back buffer, which
/// still holds the last frame, without laying out or repainting anything.
@MainActor
final class X11Surface {
    let window: X11Window
    let painter: X11Painter
    let host: ViewHost
    /// The inspection's name for the window: "main", "menu", …
    let role: String
    /// No painting before the first Expose: a window manager may delay the map.
    private(set) var hasBeenExposed = false
    /// The display list on screen, to repaint only what the next one changes.
    private var lastPainted: DisplayList?
    /// Rectangles (pixels) the server asked to be redrawn since the last paint.
    private var exposed: [CGRect] = []

    init(window: X11Window, painter: X11Painter, host: ViewHost, role: String) {
        self.window = window
        self.painter = painter
        self.host = host
        self.role = role
    }

    /// Records one Expose rectangle; the last of a series (count 0) makes
    /// the window paintable.
    func noteExposed(_ event: XExposeEvent) {
        exposed.append(CGRect(x: Int(event.x), y: Int(event.y), width: Int(event.width), height: Int(event.height)))
        if event.count == 0 { hasBeenExposed = true }
    }

    /// Brings the window up to date: repaints what changed (everything when
    /// `resized`), then restores exposed pixels from the back buffer.
    /// Returns true when a new frame was painted (an exposure alone is not
    /// a new frame: nothing in it changed).
    func paint(changed: Bool, resized: Bool) -> Bool {
        guard hasBeenExposed else { return false }
        var painted = false
        if changed || resized || lastPainted == nil || !painter.holdsFrame {
            let list = host.displayList()
            if resized || lastPainted == nil || !painter.holdsFrame {
                painter.paint(list, regions: nil)
                exposed.removeAll()
            } else if let damage = list.damagedRegions(since: lastPainted) {
                painter.paint(list, regions: damage)
            }
            // A frame even when no pixel changed (an animation's last step
            // can land on the pixels already shown): its state is new.
            painted = true
            lastPainted = list
        }
        if !exposed.isEmpty {
            painter.show(pixelRegions: exposed)
            exposed.removeAll()
        }
        return painted
    }

    /// Forgets what is on screen, so the next paint covers everything (the
    /// screen grew, and a back buffer capped to the old screen is too small).
    func invalidate() {
        lastPainted = nil
    }

    /// What the inspection lists for this window.
    func inspection(title: String) -> InspectionSnapshot.Window {
        .init(role: role, title: title, width: host.size.width, height: host.size.height, nodes: host.inspectionNodes())
    }

    /// A managed window other than the main one (a dialog) was resized by
    /// the window manager: its host gets the new size at the next paint.
    private var resizedSinceLastFrame = false

    func noteConfigured(width: Int, height: Int, scale: Double) {
        guard window.noteConfigured(width: width, height: height) else { return }
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        resizedSinceLastFrame = true
    }

    /// Whether it was resized since the last call.
    func consumeResize() -> Bool {
        defer { resizedSinceLastFrame = false }
        return resizedSinceLastFrame
    }

    /// Frees the painter's server resources and destroys the window.
    func close() {
        painter.release()
        window.destroy()
    }
}
