import Testing
@testable import TrellisCore

/// `ColorPicker`: the label and a 44 × 22 well, GNOME's palette in a
/// popup, the opacity slider, the keyboard, the disabled and hover looks,
/// and what a screen reader hears. Characters are 7 points wide, lines 16
/// points high.
@Suite("ColorPicker")
@MainActor
struct ColorPickerTests {
    /// Adwaita's accent, "Blue 3" of the palette.
    static let blue3 = Color(red: 53 / 255, green: 132 / 255, blue: 228 / 255)

    struct Paint: View {
        @State var color: Color
        var supportsOpacity = true

        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
                Text("colour " + ColorNames.describe(color.resolved(in: EnvironmentValues())))
            }
        }
    }

    private func paint(_ color: Color = blue3, supportsOpacity: Bool = true) -> TestHost {
        TestHost(Paint(color: color, supportsOpacity: supportsOpacity), width: 300, height: 100)
    }

    /// The popup the last click or key opened, laid out at its ideal size.
    private func openPopup(_ host: TestHost) -> ViewHost? {
        guard let request = host.host.popups.requests.last else { return nil }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        return popup
    }

    private func click(_ point: CGPoint, in popup: ViewHost) {
        popup.handle(.pointerMoved(point))
        popup.handle(.buttonDown(point, .primary))
        popup.handle(.buttonUp(point, .primary))
        _ = popup.update()
    }

    /// The centre of a swatch: 8 points of padding, 20-point squares 4 apart,
    /// a hue per column and a shade per row.
    private func swatch(hue: Int, shade: Int) -> CGPoint {
        CGPoint(x: 8 + CGFloat(hue) * 24 + 10, y: 8 + CGFloat(shade) * 24 + 10)
    }

    private func clickWell(_ host: TestHost) {
        let well = host.nodes(kind: "ColorWell")[0].rect
        host.click(CGPoint(x: well.midX, y: well.midY))
    }

    @Test func theLabelStandsBeforeA44By22Well() {
        let host = paint()
        let picker = host.nodes(kind: "ColorPicker")[0].rect
        // "Tint" (4 × 7 points), 8 points, the 44-point well.
        #expect(picker.size == CGSize(width: 28 + 8 + 44, height: 22))
        #expect(host.nodes(kind: "ColorWell")[0].rect == CGRect(x: picker.minX + 36, y: picker.minY, width: 44, height: 22))
        #expect(host.frame(text: "Tint") == CGRect(x: picker.minX, y: picker.minY + 3, width: 28, height: 16))
        let small = TestHost(Paint(color: Self.blue3).controlSize(.small), width: 300, height: 100)
        #expect(small.nodes(kind: "ColorWell")[0].rect.size == CGSize(width: 36, height: 18))
        let hidden = TestHost(Paint(color: Self.blue3).labelsHidden(), width: 300, height: 100)
        #expect(hidden.nodes(kind: "ColorPicker")[0].rect.size == CGSize(width: 44, height: 22))
    }

    /// The fills inside the swatch's clip layer too.
    private func allFills(_ items: [DisplayItem]) -> [RGBAColor] {
        items.flatMap { item -> [RGBAColor] in
            switch item {
            case .fill(_, let color): [color]
            case .layer(let layer): allFills(layer.items)
            default: []
            }
        }
    }

    @Test func theWellShowsTheColourOverACheckerboard() {
        let translucent = paint(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        #expect(translucent.fillColors.contains(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let checkerboard = allFills(translucent.host.displayList().items)
        #expect(checkerboard.contains(RGBAColor(red: 0.78, green: 0.78, blue: 0.78)) && checkerboard.contains(.white))
        // Without opacity the well shows the colour opaque.
        let opaque = paint(Color(red: 1, green: 0, blue: 0, opacity: 0.5), supportsOpacity: false)
        #expect(opaque.fillColors.contains(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(!opaque.fillColors.contains(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(!allFills(opaque.host.displayList().items).contains(RGBAColor(red: 0.78, green: 0.78, blue: 0.78)),
                "no checkerboard under an opaque colour")
    }

    @Test func aClickOpensThePaletteAndASwatchWritesTheBindingAndCloses() throws {
        let host = paint()
        #expect(host.node(text: "colour Blue 3") != nil)
        clickWell(host)
        let request = try #require(host.host.popups.requests.last)
        #expect(request.anchor == host.nodes(kind: "ColorWell")[0].rect)
        #expect(request.placement == .below && request.kind == .popover)
        let popup = try #require(openPopup(host))
        // Nine hues of five shades, the chosen one among them.
        let swatches = popup.inspectionNodes().filter { $0.kind == "Color" }
        #expect(swatches.count == 45)
        #expect(swatches[0].rect == CGRect(x: 8, y: 8, width: 20, height: 20))
        #expect(swatches[44].rect == CGRect(x: 8 + 8 * 24, y: 8 + 4 * 24, width: 20, height: 20))
        // "Red 3": the fifth hue, the third shade.
        click(swatch(hue: 4, shade: 2), in: popup)
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        #expect(host.node(text: "colour Red 3") != nil)
    }

    @Test func theOpacitySliderWritesAsItMovesAndASwatchKeepsTheOpacity() throws {
        let host = paint()
        clickWell(host)
        let popup = try #require(openPopup(host))
        #expect(popup.inspectionNodes().contains { $0.text == "100%" })
        let track = try #require(popup.inspectionNodes().first { $0.kind == "SliderTrack" }).rect
        click(CGPoint(x: track.midX, y: track.midY), in: popup)
        // The slider stays open and shows its value; the binding follows.
        #expect(host.host.popups.requests.count == 1)
        #expect(popup.inspectionNodes().contains { $0.text == "50%" })
        _ = host.host.update()
        #expect(host.node(text: "colour Blue 3, 50% opacity") != nil)
        // "Green 2" at the opacity chosen.
        click(swatch(hue: 1, shade: 1), in: popup)
        _ = host.host.update()
        #expect(host.node(text: "colour Green 2, 50% opacity") != nil)
        #expect(host.host.popups.requests.isEmpty)
    }

    @Test func withoutOpacityThereIsNoSliderAndSwatchesAreOpaque() throws {
        let host = paint(Color(red: 0, green: 0, blue: 0, opacity: 0.3), supportsOpacity: false)
        clickWell(host)
        let popup = try #require(openPopup(host))
        #expect(!popup.inspectionNodes().contains { $0.kind == "SliderTrack" || $0.text == "Opacity" })
        click(swatch(hue: 2, shade: 4), in: popup)
        _ = host.host.update()
        #expect(host.node(text: "colour Yellow 5") != nil)
    }

    @Test func itIsOneTabStopAndSpaceOpensThePaletteForTheArrows() throws {
        let host = TestHost(VStack { Button("Before") {}; Paint(color: Self.blue3) }, width: 300, height: 100)
        #expect(host.host.focusChain().map { $0.unit?.kindName } == ["Button", "ColorPicker"])
        host.tab(2)
        let focused = try #require(host.host.focusedNode)
        #expect(focused.unit?.kindName == "ColorPicker")
        // The ring follows the well, inside its edge.
        let well = host.nodes(kind: "ColorWell")[0].rect
        let ring = try #require((focused.unit as? any Focusable)?.focusRingPath(node: focused)).boundingRect
        #expect(ring == well.insetBy(dx: 1.5, dy: 1.5))
        host.press(.space, characters: " ")
        let popup = try #require(openPopup(host))
        // The first swatch is highlighted; Down moves to the next shade.
        popup.handle(.key(KeyPress(key: .downArrow)))
        popup.handle(.key(KeyPress(key: .return)))
        _ = host.host.update()
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.node(text: "colour Blue 2") != nil)
    }

    @Test func disabledItNeitherOpensNorTakesTheFocus() {
        let host = TestHost(Paint(color: Self.blue3).disabled(true), width: 300, height: 100)
        clickWell(host)
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.host.focusChain().isEmpty)
    }

    @Test func hoverAndPressLightenAndDarkenTheBezelInLightAndDark() {
        let host = paint()
        let well = host.nodes(kind: "ColorWell")[0].rect
        let centre = CGPoint(x: well.midX, y: well.midY)
        #expect(host.fillColors.contains(.white))
        host.host.handle(.pointerMoved(centre))
        _ = host.host.update()
        #expect(host.fillColors.contains(RGBAColor(red: 0.96, green: 0.96, blue: 0.96)))
        host.host.handle(.buttonDown(centre, .primary))
        _ = host.host.update()
        #expect(host.fillColors.contains(RGBAColor(red: 0.82, green: 0.82, blue: 0.82)))
        host.host.handle(.buttonUp(centre, .primary))
        host.host.popups.dismiss()
        host.host.desktopAppearance = DesktopAppearance(colorScheme: .dark)
        host.host.handle(.pointerMoved(CGPoint(x: 1, y: 99)))
        _ = host.host.update()
        #expect(host.fillColors.contains(RGBAColor(red: 0.3, green: 0.3, blue: 0.3)))
    }

    @Test func aScreenReaderHearsAPushButtonNamingTheColour() throws {
        let host = paint(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        let element = try #require(allElements(host.host.accessibility).first { $0.name == "Tint" })
        #expect(element.role == .pushButton)
        #expect(element.value == "#FF8000, 50% opacity")
        #expect(element.description == "#FF8000, 50% opacity")
        #expect(element.states.contains(.hasPopup) && element.states.contains(.focusable))
        #expect(element.actions.map(\.name) == ["click"])
        #expect(element.children.isEmpty)
        #expect(host.host.accessibility.perform(action: 0, on: element.id))
        #expect(host.host.popups.requests.count == 1)
        // The swatches are named by the palette.
        let popup = try #require(openPopup(host))
        let names = allElements(popup.accessibility).filter { $0.role == .menuItem }.map(\.name)
        #expect(names.count == 45 && names.first == "Blue 1" && names.last == "Dark 5")
    }
}
