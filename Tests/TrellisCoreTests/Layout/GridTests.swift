import Testing
@testable import TrellisCore

/// A leaderboard-shaped grid: names, bars and counts, a divider after each row.
private struct Board: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Cat")
                ProgressView(value: 1.0, total: 4)
                Text("12").gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Goldfish")
                ProgressView(value: 3.0, total: 4)
                Text("3")
            }
            Divider()
        }
    }
}

@Suite("Grid")
@MainActor
struct GridTests {
    /// Frames relative to the grid's origin.
    private func relative(_ host: TestHost, _ rect: CGRect?) -> CGRect? {
        guard let grid = host.nodes(kind: "Grid").first?.rect, let rect else { return nil }
        return rect.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }

    @Test func columnsTakeTheirWidestCellAndTheBarTakesTheRest() {
        let host = TestHost(Board(), width: 400, height: 300)
        let grid = host.nodes(kind: "Grid")[0].rect
        // Names 56 (Goldfish), counts 14 ("12"), bar 400 - 56 - 14 - 2 × 8 = 314.
        #expect(grid.size == CGSize(width: 400, height: 16 + 8 + 1 + 8 + 16 + 8 + 1))
        #expect(relative(host, host.frame(text: "Cat")) == CGRect(x: 0, y: 0, width: 21, height: 16))
        #expect(relative(host, host.frame(text: "Goldfish")) == CGRect(x: 0, y: 33, width: 56, height: 16))
        let bars = host.nodes(kind: "ProgressView").map { relative(host, $0.rect) }
        // Centred vertically in their 16-point rows (the grid's vertical alignment).
        #expect(bars == [CGRect(x: 64, y: 5, width: 314, height: 6), CGRect(x: 64, y: 38, width: 314, height: 6)])
        // The count column is trailing-aligned: both counts end at the grid's edge.
        #expect(relative(host, host.frame(text: "12")) == CGRect(x: 386, y: 0, width: 14, height: 16))
        #expect(relative(host, host.frame(text: "3")) == CGRect(x: 393, y: 33, width: 7, height: 16))
    }

    @Test func dividersOutsideRowsSpanTheWholeGrid() {
        let host = TestHost(Board(), width: 400, height: 300)
        let dividers = host.nodes(kind: "Divider").map { relative(host, $0.rect) }
        #expect(dividers == [CGRect(x: 0, y: 24, width: 400, height: 1), CGRect(x: 0, y: 57, width: 400, height: 1)])
    }

    @Test func atItsIdealSizeTheBarColumnIsItsIdealWidth() {
        let host = TestHost(Board().fixedSize(), width: 400, height: 300)
        #expect(host.nodes(kind: "Grid")[0].rect.width == CGFloat(56 + 8 + 160 + 8 + 14))
    }

    @Test func aNarrowGridKeepsTextAtItsIdealWidthAndShrinksTheBar() {
        let host = TestHost(Board(), width: 120, height: 300)
        #expect(host.frame(text: "Goldfish")?.size == CGSize(width: 56, height: 16))
        #expect(host.nodes(kind: "ProgressView")[0].rect.width == CGFloat(120 - 56 - 14 - 16))
    }

    @Test func aCellSpanningColumnsWidensTheLastOfThem() {
        let host = TestHost(Grid {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            GridRow {
                Color.green.frame(width: 100, height: 10).gridCellColumns(2)
            }
        }, width: 400, height: 300)
        let colors = host.nodes(kind: "Color").map { relative(host, $0.rect) }
        // Columns 50 and 30 + 12: the spanning cell needs 100 = 50 + 8 + 42.
        #expect(host.nodes(kind: "Grid")[0].rect.size == CGSize(width: 100, height: 28))
        #expect(colors == [CGRect(x: 0, y: 0, width: 50, height: 10),
                           CGRect(x: 64, y: 0, width: 30, height: 10),   // centred in its 42-point column
                           CGRect(x: 0, y: 18, width: 100, height: 10)])
    }

    @Test func aCellAnchorOverridesTheGridAlignment() {
        let host = TestHost(Grid {
            GridRow {
                Color.red.frame(width: 60, height: 40)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.clear.frame(width: 10, height: 10)
                Color.green.frame(width: 50, height: 10)
            }
        }, width: 400, height: 300)
        let colors = host.nodes(kind: "Color").map { relative(host, $0.rect) }
        #expect(colors[1] == CGRect(x: 68 + 40, y: 30, width: 10, height: 10))
        #expect(colors[3] == CGRect(x: 68, y: 48, width: 50, height: 10))
    }

    @Test func rowAndColumnAlignments() {
        let host = TestHost(Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 20, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }
            GridRow {
                Color.clear.frame(width: 10, height: 10).gridColumnAlignment(.center)
                Color.green.frame(width: 40, height: 10)
            }
        }, width: 400, height: 300)
        let colors = host.nodes(kind: "Color").map { relative(host, $0.rect) }
        #expect(colors[1] == CGRect(x: 24, y: 20, width: 10, height: 10))   // the row's bottom alignment
        #expect(colors[2] == CGRect(x: 5, y: 32, width: 10, height: 10))    // the column's centre alignment
    }

    @Test func anUnsizedCellTakesTheSpaceTheOthersDecide() {
        let host = TestHost(Grid {
            GridRow {
                Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
                Color.blue.frame(width: 10, height: 24)
            }
            GridRow {
                Color.green.frame(width: 30, height: 10)
            }
        }, width: 400, height: 300)
        let colors = host.nodes(kind: "Color").map { relative(host, $0.rect) }
        #expect(colors[0] == CGRect(x: 0, y: 0, width: 30, height: 24))
    }

    @Test func emptyAndDegenerateGridsDoNotTrap() {
        let empty = TestHost(Grid { EmptyView() }.fixedSize(), width: 100, height: 100)
        #expect(empty.nodes(kind: "Grid")[0].rect.size == .zero)
        for size in [CGSize(width: 0, height: 0), CGSize(width: CGFloat.nan, height: .infinity)] {
            let host = TestHost(Board(), width: 400, height: 300)
            host.resize(width: size.width, height: size.height)
            #expect(host.nodes(kind: "Grid").count == 1)
        }
    }
}

@Suite("Divider and ProgressView")
@MainActor
struct DividerAndProgressTests {
    @Test func aDividerIsALineAcrossItsStack() {
        let vertical = TestHost(VStack { Text("abc"); Divider(); Text("de") }.fixedSize(horizontal: false, vertical: true),
                                width: 200, height: 100)
        #expect(vertical.nodes(kind: "Divider")[0].rect.size == CGSize(width: 200, height: 1))
        let horizontal = TestHost(HStack { Text("abc"); Divider(); Text("de") }.fixedSize(horizontal: true, vertical: false),
                                  width: 200, height: 100)
        #expect(horizontal.nodes(kind: "Divider")[0].rect.size == CGSize(width: 1, height: 100))
    }

    @Test func progressFractionsAreClampedAndNaNSafe() {
        typealias Bar = ProgressView<EmptyView, EmptyView>
        #expect(Bar.fraction(1, of: 4) == 0.25)
        #expect(Bar.fraction(5, of: 4) == 1)
        #expect(Bar.fraction(-1, of: 4) == 0)
        #expect(Bar.fraction(.nan, of: 4) == 0)
        #expect(Bar.fraction(1, of: 0) == 0)
        #expect(Bar.fraction(1, of: .infinity) == 0)
        #expect(Bar.fraction(1, of: .nan) == 0)
    }

    @Test func aProgressBarIsGreedyInWidthAndSixPointsTall() {
        let host = TestHost(VStack { ProgressView(value: 0.5) }, width: 300, height: 100)
        #expect(host.nodes(kind: "ProgressView")[0].rect.size == CGSize(width: 300, height: 6))
        let ideal = TestHost(ProgressView(value: 0.5).fixedSize(), width: 300, height: 100)
        #expect(ideal.nodes(kind: "ProgressView")[0].rect.size == CGSize(width: 160, height: 6))
    }

    @Test func theFillIsProportional() {
        let host = TestHost(ProgressView(value: 3.0, total: 4).frame(width: 200), width: 300, height: 100)
        let fills = host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, let color) = item, color == Color.accentColor.resolved(in: EnvironmentValues()) { return path.boundingRect }
            return nil
        }
        #expect(fills.map(\.width) == [150])
    }
}
