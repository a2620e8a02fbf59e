#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation
import TrellisCore

/// Owns the `Display*`. Everything that holds X resources (fonts, windows,
/// painters) keeps a strong reference to it, so the display is closed only
/// after them: closing it while Xft fonts were open crashed at exit.
@MainActor
package final class X11Connection {
    /// The Xlib display; valid until `close()`.
    package let display: OpaquePointer
    package let screen: Int32
    package let atoms: X11Atoms
    /// Window pixels per layout point: the desktop's DPI over 96 (see
    /// `DisplayScale`). It changes while the app runs when the desktop's
    /// `Xft/DPI` does (`X11EventLoop.rescale`); fonts, measurements and
    /// painters follow it.
    package private(set) var scale: Double
    /// The `Xft.dpi` resource when the display was opened; nil without one.
    package let resourceDPI: Double?
    package private(set) var isClosed = false
    /// The visual, depth and colormap of every window and back buffer.
    let visual: X11Visual

    /// Opens `name`, or `DISPLAY` when `name` is nil.
    package init(name: String? = nil) throws(X11ConnectionError) {
        let requested = name ?? ProcessEnvironment.value("DISPLAY")
        guard let requested, !requested.isEmpty else { throw .displayUnset }
        installX11ErrorHandlers()
        guard let display = XOpenDisplay(requested) else { throw .unreachable(requested) }
        // Every shape and glyph is drawn through RENDER: without it a window
        // would stay black for ever, so say so and stop instead.
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRenderQueryExtension(display, &eventBase, &errorBase) != 0 else {
            XCloseDisplay(display)
            throw .noRender(requested)
        }
        self.display = display
        screen = XDefaultScreen(display)
        atoms = X11Atoms(display: display)
        visual = X11Visual(display: display, screen: screen, root: XRootWindow(display, screen))
        let resources = XResourceManagerString(display).map { String(cString: $0) }
        resourceDPI = resources.flatMap(DisplayScale.dpi(fromResources:))
        scale = DisplayScale.scale(xsettingsDPI: nil, resourceDPI: resourceDPI)
        Self.disableXftFontCache(display)
    }

    /// Xft keeps closed fonts in a cache that it frees only when the display
    /// closes. Seen here: with that cache on, the next display opened in the
    /// same process (tests open many) got BadRequest errors from
    /// XRenderQueryFormats, apparently stale per-display XRender state left
    /// by Xft's close hook. With it off, `XftFontClose` frees a font at once
    /// and the errors are gone; `XftFontCache` keeps fonts open while used.
    private static func disableXftFontCache(_ display: OpaquePointer) {
        guard let defaults = FcPatternCreate() else { return }
        FcPatternAddInteger(defaults, XFT_MAX_UNREF_FONTS, 0)
        XftDefaultSet(display, defaults)  // takes ownership
    }

    /// Sets the pixel scale; false when it is unusable or unchanged.
    @discardableResult
    package func setScale(_ newScale: Double) -> Bool {
        guard newScale.isFinite, newScale > 0, newScale != scale else { return false }
        scale = newScale
        return true
    }

    /// The X connection's file descriptor, for `poll()`.
    package var fileDescriptor: Int32 { XConnectionNumber(display) }

    package var rootWindow: Window { XRootWindow(display, screen) }

    /// The screen size in pixels: read at connection, then followed through
    /// `noteScreenSize` (Xlib's own copy never changes after XOpenDisplay).
    package private(set) lazy var screenPixelSize: (width: Int, height: Int) =
        (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))

    /// Records the screen's new size (the root window's ConfigureNotify,
    /// sent when RandR resizes the screen); true when it changed.
    @discardableResult
    package func noteScreenSize(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, (width, height) != screenPixelSize else { return false }
        screenPixelSize = (width, height)
        return true
    }

    /// Closes the display. Call only after fonts, pictures and windows are
    /// freed; the owners' `release()` methods do that.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
    }

    isolated deinit { close() }
}
