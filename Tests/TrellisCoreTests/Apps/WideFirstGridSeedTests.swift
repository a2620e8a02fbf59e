import Testing
@testable import PaletteApp
@testable import TrellisCore

/// The palette seed's table and promises, checked through the seed's own
/// `WideFirstGrid` with the deterministic measurer.
@Suite("WideFirstGrid (palette seed)")
@MainActor
struct WideFirstGridSeedTests {
    /// Children of the grid: their frames in grid coordinates.
    private func cells(_ host: TestHost) -> [CGRect] {
        let grid = host.nodes(kind: "WideFirstGrid")[0].rect
        return host.children(ofFirst: "WideFirstGrid").map { $0.rect.offsetBy(dx: -grid.minX, dy: -grid.minY) }
    }

    @Test("content width → columns, first cell width, rows", arguments: [
        (96, 1, 96, 12), (200, 2, 200, 7), (304, 3, 200, 5), (408, 4, 200, 4),
    ] as [(CGFloat, Int, CGFloat, Int)])
    func seedTable(width: CGFloat, columns: Int, firstWidth: CGFloat, rows: Int) {
        let host = TestHost(SeedGrid().frame(width: width), width: width, height: 2000)
        let cells = self.cells(host)
        #expect(cells.count == 12)
        #expect(Set(cells.map(\.minX)).count == columns)
        #expect(cells[0].width == firstWidth)
        #expect(Set(cells.map(\.minY)).count == rows)
        // Cells never overlap and stay inside the content width.
        for (i, a) in cells.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= width + 0.001)
            for b in cells[(i + 1)...] { #expect(!a.intersects(b), "cells \(a) and \(b) overlap") }
        }
    }

    @Test func thePaletteAppAt440PointsHasFourColumns() {
        let host = TestHost(PaletteView().frame(minWidth: 240, minHeight: 260), width: 440, height: 520)
        let grid = host.nodes(kind: "WideFirstGrid")[0].rect
        #expect(grid.width == 408)
        #expect(Set(cells(host).map(\.minX)) == Set<CGFloat>([0, 104, 208, 312]))
        #expect(host.node(text: "Tile palette") != nil)
        #expect(host.node(text: "Choose a numbered tile") != nil)
    }

    @Test func emptyLayoutIsZeroSized() {
        let host = TestHost(WideFirstGrid {}, width: 300, height: 300)
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 300, height: 200)] {
            #expect(host.host.sizeThatFits(proposal) == .zero)
        }
    }

    @Test func introTileAloneTakesBothSlots() {
        let host = TestHost(SeedGrid(count: 0).frame(width: 408), width: 408, height: 300)
        let cells = self.cells(host)
        #expect(cells.count == 1)
        #expect(cells[0].width == 200)
        // Alone, its ideal is one column: 96 points.
        #expect(TestHost(SeedGrid(count: 0)).host.sizeThatFits(.unspecified).width == 96)
    }

    @Test func longerIntroTextMakesItsRowTallerAndPushesLaterRowsDown() {
        let short = cells(TestHost(SeedGrid().frame(width: 408), width: 408, height: 600))
        let long = cells(TestHost(SeedGrid(intro: String(repeating: "A much longer introduction ", count: 4)).frame(width: 408),
                                  width: 408, height: 600))
        #expect(long[0].height > short[0].height)
        // Tile 1 shares the first row: it stays at the top, shorter children top-aligned.
        #expect(long[1].minY == 0)
        // Tile 3 starts the second row, one intro-height further down.
        #expect(long[3].minY == long[0].height + 8)
        #expect(long[3].minY > short[3].minY)
    }

    @Test func proposalsGiveIdealMinimumAndMaximumAlwaysFinite() {
        let host = TestHost(SeedGrid())
        let ideal = host.host.sizeThatFits(.unspecified)
        let minimum = host.host.sizeThatFits(.zero)
        let maximum = host.host.sizeThatFits(.infinity)
        #expect(ideal.width == 408)       // four columns
        #expect(minimum.width == 96)      // one column
        #expect(maximum.width == CGFloat(13 * 96 + 12 * 8)) // all 13 slots on one row
        for size in [ideal, minimum, maximum] { #expect(size.width.isFinite && size.height.isFinite) }
        // One row at ∞: as tall as the tallest tile; 12 rows at 0.
        #expect(maximum.height == 64)
        #expect(minimum.height > ideal.height)
    }

    @Test func placementAddsTheBoundsOrigin() {
        let host = TestHost(SeedGrid().frame(width: 408).padding(.leading, 30).padding(.top, 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            width: 600, height: 600)
        let first = host.children(ofFirst: "WideFirstGrid")[0].rect
        #expect(first.origin == CGPoint(x: 30, y: 20))
    }

    @Test func everySubviewIsPlacedOnceAndSizingAgreesWithPlacement() {
        Diagnostics.log.removeAll()
        for width in stride(from: CGFloat(96), through: 700, by: 37) {
            let host = TestHost(SeedGrid().frame(width: width), width: width, height: 3000)
            let grid = host.nodes(kind: "WideFirstGrid")[0].rect
            let cells = self.cells(host)
            #expect(cells.count == 12)
            // The reported height is exactly the bottom of the last row.
            #expect(grid.height == cells.map(\.maxY).max())
            #expect(grid.width == width)
        }
        #expect(!Diagnostics.log.contains { $0.contains("placed") || $0.contains("did not place") })
    }
}
