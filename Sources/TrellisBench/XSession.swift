import CX11
import Trellis
import TrellisX11

/// The X display the text, animation and click benchmarks use: real Xft
/// metrics and real painting, on the server named by `DISPLAY`.
/// Scripts/bench starts a private Xvfb for them; run on a desktop and they
/// open (briefly) real windows there.
@MainActor
final class XSession {
    let connection: X11Connection
    let fonts: XftFontCache
    let measurer: XftTextMeasurer

    /// The session, or why no display could be opened.
    static func open() -> Result<XSession, X11ConnectionError> {
        do throws(X11ConnectionError) {
            return .success(XSession(connection: try X11Connection()))
        } catch {
            return .failure(error)
        }
    }

    private init(connection: X11Connection) {
        self.connection = connection
        fonts = XftFontCache(connection: connection)
        measurer = XftTextMeasurer(fonts: fonts)
    }

    /// Pixels per point on this display (1 unless `Xft.dpi` says otherwise).
    var scale: Double { connection.scale }

    /// A mapped top-level window of `width` × `height` points and its painter.
    func makeWindow(title: String, width: Double, height: Double) -> (X11Window, X11Painter) {
        let window = X11Window(connection: connection, title: title,
                               pixelWidth: Int((width * scale).rounded()), pixelHeight: Int((height * scale).rounded()))
        window.map()
        sync()
        return (window, X11Painter(window: window, fonts: fonts))
    }

    /// Waits until the server has carried out every request sent so far, so
    /// a timed frame includes the server's rendering, not just the sending.
    func sync() {
        XSync(connection.display, False)
    }
}
