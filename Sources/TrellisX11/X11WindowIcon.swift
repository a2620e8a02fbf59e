import CX11
import TrellisCore

/// `_NET_WM_ICON`: the app's icon at several sizes, each as its width,
/// its height, then its pixels as straight ARGB, one CARDINAL (a C long)
/// each, as EWMH lays it out. Task bars, docks and Alt+Tab show it.
enum X11WindowIcon {
    /// The property's values for the icon at `sizes`.
    static func cardinals(sizes: [Int] = AppIcon.sizes) -> [Int] {
        var values: [Int] = []
        for size in sizes {
            let pixels = AppIcon.pixels(size: size)
            guard pixels.count == size * size else { continue }
            values.append(size)
            values.append(size)
            values += pixels.map { Int($0) }
        }
        return values
    }

    /// Made once per process: every window of the app shows the same icon.
    @MainActor static let values = cardinals()

    @MainActor static func apply(to window: Window, connection: X11Connection) {
        guard !values.isEmpty else { return }
        connection.setProperty32(XInternAtom(connection.display, "_NET_WM_ICON", False), of: window,
                                 type: Atom(XA_CARDINAL), values)
    }
}
