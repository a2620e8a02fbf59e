import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// Foreground levels and symbol variants on a real server: shapes filled
/// with `.secondary` and `.tertiary` under `foregroundStyle(_:_:_:)`, and
/// a symbol drawn with its `.fill` variant.
@Suite("Foreground levels and symbol variants painting", .serialized)
@MainActor
struct ForegroundLevelsPaintingTests {
    let whiteRGB = Capture.RGB(r: 255, g: 255, b: 255)

    /// `view` in a 240 × 120 window on a white background.
    private func paint<V: View>(_ view: V) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 240, height: 120)
            defer { painter.release(); window.destroy() }
            let host = ViewHost(rootView: ZStack { Color.white; view }, measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 240, height: 120))
            _ = host.update()
            painter.paint(host.displayList())
            return try session.capture(window)
        }
    }

    @Test func levelsPaintTheStylesSetForThem() throws {
        let shot = try paint(HStack(spacing: 0) {
            Rectangle().frame(width: 60, height: 60)
            Rectangle().fill(.secondary).frame(width: 60, height: 60)
            Rectangle().fill(.tertiary).frame(width: 60, height: 60)
            Rectangle().fill(.quaternary).frame(width: 60, height: 60)
        }.foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)))
        #expect(shot[30, 60] == Capture.RGB(r: 255, g: 0, b: 0), "\(shot[30, 60])")
        #expect(shot[90, 60] == Capture.RGB(r: 0, g: 0, b: 255), "\(shot[90, 60])")
        #expect(shot[150, 60] == Capture.RGB(r: 0, g: 255, b: 0), "\(shot[150, 60])")
        #expect(shot[210, 60] == Capture.RGB(r: 0, g: 255, b: 0), "\(shot[210, 60])")
    }

    @Test func aDimmedSecondaryBlendsWithTheBackground() throws {
        // One style only: `.secondary` is the red at 50/85 of its opacity over white.
        let shot = try paint(Rectangle().fill(.secondary).frame(width: 60, height: 60).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let other = Int((255 * (1 - 0.5 / 0.85)).rounded())
        #expect(shot[120, 60].isClose(to: Capture.RGB(r: 255, g: other, b: other), tolerance: 2), "\(shot[120, 60])")
    }

    @Test func theFillVariantPaintsMoreOfTheSymbol() throws {
        let outline = try paint(Image(systemName: "heart").font(.system(size: 80)).foregroundStyle(Color.black))
        let filled = try paint(Image(systemName: "heart").font(.system(size: 80)).foregroundStyle(Color.black).symbolVariant(.fill))
        let outlined = outline.countDiffering(from: whiteRGB, in: (60, 0, 120, 120))
        let solid = filled.countDiffering(from: whiteRGB, in: (60, 0, 120, 120))
        #expect(outlined > 200, "the outline heart is drawn: \(outlined)")
        #expect(solid > outlined * 3 / 2, "filled \(solid) vs outline \(outlined)")
        // The middle of the heart is empty in the outline and inked when filled.
        #expect(outline[120, 55] == whiteRGB, "\(outline[120, 55])")
        #expect(filled[120, 55].r < 60, "\(filled[120, 55])")
    }
}
