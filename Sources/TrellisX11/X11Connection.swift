#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation

/// Owns the `Display*`. Everything that holds X resources (fonts, windows,
/// painters) keeps a strong reference to it, so the display is closed only
/// after them: closing it while Xft fonts were open crashed at exit.
@MainActor
package final class X11Connection {
    /// The Xlib display; valid until `close()`.
    package let display: OpaquePointer
    package let screen: Int32
    package let atoms: X11Atoms
    /// Window pixels per layout point, from `Xft.dpi`.
    package let scale: Double
    package private(set) var isClosed = false

    /// Opens `name`, or `DISPLAY` when `name` is nil.
    package init(name: String? = nil) throws(X11ConnectionError) {
        let requested = name ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let requested, !requested.isEmpty else { throw .displayUnset }
        installX11ErrorHandlers()
        guard let display = XOpenDisplay(requested) else { throw .unreachable(requested) }
        self.display = display
        screen = XDefaultScreen(display)
        atoms = X11Atoms(display: display)
        let resources = XResourceManagerString(display).map { String(cString: $0) }
        scale = DisplayScale.scale(fromResources: resources)
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

    /// The X connection's file descriptor, for `poll()`.
    package var fileDescriptor: Int32 { XConnectionNumber(display) }

    package var rootWindow: Window { XRootWindow(display, screen) }
    package var defaultVisual: UnsafeMutablePointer<Visual>? { XDefaultVisual(display, screen) }
    package var defaultColormap: Colormap { XDefaultColormap(display, screen) }
    package var defaultDepth: Int32 { XDefaultDepth(display, screen) }

    /// The screen size in pixels.
    package var screenPixelSize: (width: Int, height: Int) {
        (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
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
