import Testing
@testable import TrellisCore

/// The window's pixel scale, from the desktop: views read `displayScale`
/// and `pixelLength`, and a new scale makes the host measure everything
/// again (a real measurer hints text to whole pixels, so widths in points
/// change with the scale).
@Suite("Display scale from the desktop")
@MainActor
struct DisplayScaleTests {
    /// Text widths that depend on something the test changes, as hinted
    /// advances depend on the pixel size.
    final class ScaledMeasurer: TextMeasurer {
        var characterWidth: CGFloat = 7
        func width(of text: Substring, font: ResolvedFont) -> CGFloat { CGFloat(text.count) * characterWidth }
        func lineMetrics(of font: ResolvedFont) -> LineMetrics { LineMetrics(ascent: 12, descent: 4) }
    }

    struct Readout: View {
        @Environment(\.displayScale) var scale
        @Environment(\.pixelLength) var pixel
        @State var note = "abc"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("scale \(scale, specifier: "%.2f") pixel \(pixel, specifier: "%.2f")")
                Text("wrapping words here").frame(width: 70, alignment: .leading)
                TextField("Note", text: $note).frame(width: 120)
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
        }
    }

    @Test func viewsReadTheScaleAndTheOnePixelLine() {
        var environment = EnvironmentValues()
        #expect(environment.displayScale == 1 && environment.pixelLength == 1)
        environment.displayScale = 1.25
        #expect(environment.pixelLength == 0.8)
        environment.displayScale = .nan
        #expect(environment.displayScale == 1)

        let host = TestHost(Readout(), width: 300, height: 200)
        #expect(host.node(text: "scale 1.00 pixel 1.00") != nil)
        host.host.desktopAppearance = DesktopAppearance(displayScale: 2)
        _ = host.host.update()
        #expect(host.node(text: "scale 2.00 pixel 0.50") != nil)
    }

    @Test func aNewScaleMeasuresEveryTextAgain() throws {
        let measurer = ScaledMeasurer()
        let host = ViewHost(rootView: Readout(), measurer: measurer, clock: VirtualClock(), windowResizeAnimation: nil)
        host.resize(to: CGSize(width: 300, height: 200))
        _ = host.update()
        func frame(_ text: String) -> CGRect? {
            host.inspectionNodes().first { $0.text == text }.map { $0.rect }
        }
        let wrapped = try #require(frame("wrapping words here"))
        #expect(wrapped.height == 32)   // two lines of 16 at 7 points a character

        // The measurer answers otherwise; without a new scale nothing asks it.
        measurer.characterWidth = 3
        _ = host.update()
        #expect(frame("wrapping words here") == wrapped)

        host.desktopAppearance = DesktopAppearance(displayScale: 1.5)
        _ = host.update()
        // Measured again: 57 points wide, one line now.
        #expect(frame("wrapping words here")?.height == 16)
        let label = try #require(frame("scale 1.50 pixel 0.67"))
        #expect(label.width == CGFloat("scale 1.50 pixel 0.67".count) * 3)
    }
}
