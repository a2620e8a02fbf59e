import Trellis
import TrellisX11

/// A benchmark's host shown in a real X11 window, one frame per event, as
/// the X11 loop runs it: the event, the host's update, and when it says so
/// a display list built and painted where it changed, then an `XSync`, so
/// a frame's time includes the server's rendering.
@MainActor
struct BenchmarkFrames {
    /// One delivered event: what was on screen before, what is now (the
    /// same list when nothing changed), the damaged regions painted (nil:
    /// nothing painted) and the time from the event to the sync.
    struct Frame {
        let before: DisplayList
        let after: DisplayList
        let regions: [CGRect]?
        let seconds: Double
    }

    let host: ViewHost
    private let painter: X11Painter
    private let session: XSession
    /// The display list last painted.
    private(set) var list: DisplayList

    /// Paints the host's first frame at `size` in full.
    init(host: ViewHost, painter: X11Painter, session: XSession, size: CGSize) {
        self.host = host
        self.painter = painter
        self.session = session
        host.resize(to: size)
        _ = host.update()
        list = host.displayList()
        painter.paint(list)
        session.sync()
    }

    mutating func deliver(_ event: InputEvent) -> Frame {
        let before = list
        let start = monotonicSeconds()
        host.handle(event)
        var regions: [CGRect]?
        if host.update() {
            list = host.displayList()
            regions = list.damagedRegions(since: before)
            painter.paint(list, regions: regions)
        }
        session.sync()
        return Frame(before: before, after: list, regions: regions, seconds: monotonicSeconds() - start)
    }
}
