import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// Paints a sample of everything the painter does and saves a screenshot
/// to `$TRELLIS_SCREENSHOT` when that is set, so a person can look at text
/// anti-aliasing and curve smoothness. Without the variable it only
/// checks that painting the sample leaves the window non-blank.
@Suite("Painter screenshot", .serialized)
@MainActor
struct ScreenshotTests {
    static func sample() -> DisplayList {
        var list = DisplayList(background: RGBAColor(red255: 246, green255: 246, blue255: 246))
        let font = ResolvedFont(size: 13)
        list.append(.fill(Path(roundedRect: CGRect(x: 16, y: 16, width: 200, height: 90), cornerRadius: 14),
                          RGBAColor(red: 0.1, green: 0.4, blue: 1, alpha: 0.55)))
        list.append(.stroke(Path(roundedRect: CGRect(x: 232, y: 16, width: 160, height: 90), cornerRadius: 14),
                            width: 2, RGBAColor(red: 0.8, green: 0.1, blue: 0.1)))
        list.append(.fill(Path(ellipseIn: CGRect(x: 410, y: 16, width: 90, height: 90)), RGBAColor(red: 0.1, green: 0.6, blue: 0.3)))
        list.append(.stroke(Path(ellipseIn: CGRect(x: 520, y: 16, width: 90, height: 90)), width: 10,
                            RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4)))
        list.append(.text("Tile 1 — Palette", origin: CGPoint(x: 28, y: 66), font: ResolvedFont(size: 17, weight: 700), color: .white))
        list.append(.text("Выберите плитку · 选择一个瓦片 · Tile 1", origin: CGPoint(x: 16, y: 140), font: font, color: .black))
        list.append(.text("Italic 13 pt, NoSuchFamily", origin: CGPoint(x: 16, y: 165),
                          font: ResolvedFont(family: "NoSuchFamily", size: 13, italic: true), color: RGBAColor(red: 0.3, green: 0.3, blue: 0.3)))
        list.append(.pushClip(CGRect(x: 16, y: 180, width: 120, height: 30)))
        list.append(.fill(Path(CGRect(x: 0, y: 170, width: 640, height: 60)), RGBAColor(red: 1, green: 0.8, blue: 0)))
        list.append(.text("clipped text that is too long", origin: CGPoint(x: 20, y: 200), font: font, color: .black))
        list.append(.popClip)
        var zigzag = Path()
        zigzag.addLines((0..<12).map { CGPoint(x: 160 + Double($0) * 30, y: $0 % 2 == 0 ? 190 : 220) })
        list.append(.stroke(zigzag, width: 6, RGBAColor(red: 0.5, green: 0, blue: 0.8, alpha: 0.5)))
        return list
    }

    @Test func sampleScreenshot() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 640, height: 240)
            defer { painter.release(); window.destroy() }
            painter.paint(Self.sample())
            let shot = try session.capture(window)
            #expect(shot.countDiffering(from: Capture.RGB(r: 246, g: 246, b: 246), in: (0, 0, 640, 240)) > 5000)
            if let path = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT"], !path.isEmpty {
                let importer = try ChildProcess(["import", "-window", "root", path], environment: ["DISPLAY": session.server.display])
                #expect(importer.wait(timeout: 20) == 0)
            }
        }
    }
}
