import Testing
@testable import PaletteApp
@testable import TrellisCore

/// The palette app driven headlessly: clicks, press feedback, scrolling.
@Suite("Palette interaction")
@MainActor
struct PaletteInteractionTests {
    private func palette(width: CGFloat = 440, height: CGFloat = 520) -> TestHost {
        TestHost(PaletteView().frame(minWidth: 240, minHeight: 260), width: width, height: height)
    }

    @Test func clickingATileSelectsIt() {
        let host = palette()
        #expect(host.node(text: "Choose a numbered tile") != nil)
        host.click(text: "Tile 5")
        #expect(host.node(text: "Selected tile: 5") != nil)
        #expect(host.node(text: "Choose a numbered tile") == nil)
        host.click(text: "Tile 11")
        #expect(host.node(text: "Selected tile: 11") != nil)
    }

    @Test func releasingOutsideThePressedTileDoesNothing() {
        let host = palette()
        let tile = host.frame(text: "Tile 5")!
        host.host.handle(.buttonDown(CGPoint(x: tile.midX, y: tile.midY), .primary))
        host.host.handle(.pointerMoved(CGPoint(x: 2, y: 2)))
        host.host.handle(.buttonUp(CGPoint(x: 2, y: 2), .primary))
        _ = host.host.update()
        #expect(host.node(text: "Choose a numbered tile") != nil)
    }

    /// Alphas of the translucent tile fills in the display list.
    private func tileFillAlphas(_ host: TestHost) -> [Double] {
        host.host.displayList().items.compactMap {
            if case .fill(_, let color) = $0, color.alpha < 0.5, color.red > 0.5 { return color.alpha }
            return nil
        }
    }

    @Test func hoverAndPressStrengthenTheTileBackground() {
        let host = palette()
        let tile = host.frame(text: "Tile 5")!
        let center = CGPoint(x: tile.midX, y: tile.midY)
        let idle = tileFillAlphas(host)
        #expect(Set(idle.map { ($0 * 1000).rounded() }) == [120])
        host.host.handle(.pointerMoved(center))
        _ = host.host.update()
        let hovered = tileFillAlphas(host).filter { $0 > 0.121 }
        #expect(hovered.count == 1)
        host.host.handle(.buttonDown(center, .primary))
        _ = host.host.update()
        let pressed = tileFillAlphas(host).filter { $0 > 0.121 }
        #expect(pressed.count == 1)
        #expect(pressed[0] > hovered[0])
    }

    @Test func wheelScrollsTheGridAndStopsAtTheEnd() {
        let host = palette(width: 440, height: 300)
        let scroll = host.nodes(kind: "ScrollView")[0].rect
        let grid = { host.nodes(kind: "WideFirstGrid")[0].rect }
        let top = grid().minY
        #expect(top == scroll.minY)
        host.host.handle(.scroll(CGPoint(x: scroll.midX, y: scroll.midY), delta: CGSize(width: 0, height: 40)))
        #expect(grid().minY == top - 40)
        host.host.handle(.scroll(CGPoint(x: scroll.midX, y: scroll.midY), delta: CGSize(width: 0, height: 10_000)))
        // The last row's bottom meets the scroll view's bottom.
        #expect(grid().maxY == scroll.maxY)
        // A resize that makes everything fit clamps the offset back to 0.
        host.resize(width: 440, height: 900)
        #expect(grid().minY == host.nodes(kind: "ScrollView")[0].rect.minY)
    }

    @Test func scrolledAwayTilesCannotBeClickedThroughTheClip() {
        let host = palette(width: 440, height: 300)
        let scroll = host.nodes(kind: "ScrollView")[0].rect
        host.host.handle(.scroll(CGPoint(x: scroll.midX, y: scroll.midY), delta: CGSize(width: 0, height: 60)))
        _ = host.host.update()
        // Tile 1 now pokes above the scroll view; a click above the clip misses it.
        let tile = host.frame(text: "Tile 1")!
        #expect(tile.minY < scroll.minY)
        host.click(CGPoint(x: tile.midX, y: scroll.minY - 2))
        #expect(host.node(text: "Choose a numbered tile") != nil)
        let clips = host.host.displayList().items.compactMap { item -> CGRect? in
            if case .pushClip(let rect) = item { return rect }
            return nil
        }
        #expect(clips.count == 1)
        #expect(abs(clips[0].minY - scroll.minY) < 0.001 && abs(clips[0].height - scroll.height) < 0.001)
    }

    @Test func windowLimitsComeFromTheRootView() {
        let limits = palette().host.sizeLimits
        #expect(limits.minimum == CGSize(width: 240, height: 260))
        #expect(limits.ideal.width == 440)
        #expect(limits.maximum.width == .infinity)
    }
}
