import Testing
@testable import TrellisX11
import TrellisCore

/// The core's layout with Xft's real metrics instead of the deterministic
/// measurer: text wraps where the real glyphs run out of room.
@Suite("Layout with Xft metrics", .serialized)
@MainActor
struct RealMetricsLayoutTests {
    @Test func introTextWrapsInsideTheWideTileWithRealMetrics() throws {
        try X11TestSession.with { session in
            let intro = "Choose a tile from this sample collection"
            let host = ViewHost(rootView: Text(intro).font(.headline).frame(width: 176),
                                measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 400, height: 300))
            _ = host.update()
            let node = try #require(host.inspectionNodes().first { $0.text == intro })
            let oneLine = session.measurer.width(of: Substring(intro), font: ResolvedFont(size: 13, weight: 700))
            let lineHeight = session.measurer.lineMetrics(of: ResolvedFont(size: 13, weight: 700)).lineHeight
            // Too wide for 176 points on one line, so it wraps to two lines.
            #expect(oneLine > 176)
            #expect(node.frame[2] <= 176)
            #expect(abs(node.frame[3] - 2 * lineHeight) < 0.01)
            // A deterministic 7-point measurer would break it differently.
            #expect(node.frame[2] != 7 * 23)
        }
    }
}
