import Testing
@testable import PaletteApp
@testable import DropdownsApp
@testable import TrellisCore

/// Tab and Shift+Tab through focusable views, Space and Return on a
/// focused button, the focus ring, menus opened from the keyboard, and
/// the focused view disappearing.
@Suite("Keyboard focus")
@MainActor
struct KeyboardFocusTests {
    private func palette() -> TestHost {
        TestHost(PaletteView().frame(minWidth: 240, minHeight: 260), width: 440, height: 520)
    }

    @Test func tabReachesTheTilesInReadingOrderAndSpaceSelects() {
        let host = palette()
        #expect(host.host.focusedNode == nil)
        host.tab(7)
        #expect(host.focusedText == "Tile 7")
        host.press(.space, characters: " ")
        #expect(host.node(text: "Selected tile: 7") != nil)
        host.tab()
        #expect(host.focusedText == "Tile 8")
        host.press(.return)
        #expect(host.node(text: "Selected tile: 8") != nil)
    }

    @Test func shiftTabGoesBackAndTheChainWraps() {
        let host = palette()
        host.tab(backward: true)
        #expect(host.focusedText == "Tile 11")
        host.tab(2, backward: true)
        #expect(host.focusedText == "Tile 9")
        host.tab(3)
        #expect(host.focusedText == "Tile 1")
    }

    @Test func theFocusedTileDrawsAnAccentRingAroundItsRoundedShape() {
        let host = palette()
        let before = host.host.displayList().items
        host.tab(7)
        let tile = host.frame(text: "Tile 7")!
        let rings = host.host.displayList().items.filter {
            if case .stroke(_, let width, let color) = $0 { return width == FocusRing.width && color == EnvironmentValues().resolvedTint.multiplyingAlpha(by: 0.75) }
            return false
        }
        #expect(before.count + 1 == host.host.displayList().items.count)
        #expect(rings.count == 1)
        guard case .stroke(let path, _, _) = rings.first else { return }
        // Along the tile's outline, 1.5 points in: the ring's centre line.
        let bounds = path.boundingRect
        let button = host.host.focusedNode!.frame
        #expect(bounds == button.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset))
        #expect(button.contains(CGPoint(x: tile.midX, y: tile.midY)))
        // Rounded like the tile's background: the outline has curves.
        #expect(path.elements.contains { if case .curve = $0 { return true }; if case .quadCurve = $0 { return true }; return false })
    }

    @Test func aWindowWithoutKeyboardFocusDrawsNoRing() {
        let host = palette()
        host.tab()
        let focusedCount = host.host.displayList().items.count
        host.host.handle(.windowFocus(false))
        _ = host.host.update()
        #expect(host.host.displayList().items.count == focusedCount - 1)
        host.host.handle(.windowFocus(true))
        _ = host.host.update()
        #expect(host.host.displayList().items.count == focusedCount)
    }

    @Test func focusEffectDisabledHidesTheRingButKeepsTheFocus() {
        let host = TestHost(VStack { Button("A") {}; Button("B") {} }.focusEffectDisabled())
        let plain = host.host.displayList().items.count
        host.tab()
        #expect(host.focusedText == "A")
        #expect(host.host.displayList().items.count == plain)
    }

    @Test func disabledButtonsAreSkipped() {
        let host = TestHost(VStack { Button("A") {}; Button("B") {}.disabled(true); Button("C") {} })
        host.tab(2)
        #expect(host.focusedText == "C")
    }

    @Test func clickingAButtonDoesNotMoveTheFocus() {
        let host = palette()
        host.tab(2)
        host.click(text: "Tile 5")
        #expect(host.focusedText == "Tile 2")
        #expect(host.node(text: "Selected tile: 5") != nil)
    }

    @Test func theFocusedViewDisappearingMovesTheFocusToTheNextView() {
        let host = TestHost(Removable())
        host.tab(2)
        #expect(host.focusedText == "Remove me")
        host.press(.space, characters: " ")
        #expect(host.node(text: "Remove me") == nil)
        #expect(host.focusedText == "After")
    }

    @Test func aMenuOpensFromTheKeyboardWithItsFirstItemHighlighted() {
        let host = TestHost(DropdownPanel(), width: 446, height: 240)
        host.tab()
        #expect(host.host.focusedNode?.unit is any Pressable)
        host.press(.space, characters: " ")
        let request = host.host.popups.requests.first
        #expect(request?.highlightsFirstItem == true)
        guard let request else { return }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        #expect(popup.hovered != nil)
        // Escape closes it; the focus is still on the menu control.
        popup.handle(.key(KeyPress(key: .escape)))
        #expect(host.host.popups.isEmpty)
        #expect(host.host.focusedNode?.unit is any Pressable)
    }
}

private struct Removable: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Before") {}
            if shown { Button("Remove me") { shown = false } }
            Button("After") {}
        }
    }
}
