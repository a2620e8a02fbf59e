import Testing
@testable import TrellisCore

/// `LazyVGrid` column sizing as SwiftUI's grid items specify it.
@Suite("Lazy grids")
@MainActor
struct LazyGridTests {
    @Test func flexibleColumnsShareTheWidth() {
        let tracks = GridTracks.resolve([GridItem(), GridItem(), GridItem()], available: 316)
        #expect(tracks.map(\.length) == [100, 100, 100])
    }

    @Test func fixedColumnsComeFirstThenFlexibleShareTheRest() {
        let tracks = GridTracks.resolve([GridItem(.fixed(50)), GridItem(.flexible(minimum: 10, maximum: 60)), GridItem()], available: 300)
        let rest: CGFloat = 300 - 16 - 50 - 60
        #expect(tracks.map(\.length) == [50, 60, rest])
    }

    @Test func adaptiveFitsAsManyColumnsAsItsMinimumAllows() {
        let tracks = GridTracks.resolve([GridItem(.adaptive(minimum: 80))], available: 400)
        // (400 + 8) / (80 + 8) = 4 columns of (400 - 24) / 4 = 94.
        #expect(tracks.map(\.length) == [94, 94, 94, 94])
        #expect(GridTracks.total(tracks) == 400)
    }

    @Test func cellsFillRowsAndOnlyNearRowsAreMade() {
        let host = TestHost(ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
                ForEach(0..<10_000, id: \.self) { Text("\($0)").frame(height: 30) }
            }
        }, width: 200, height: 100)
        let grid = host.nodes(kind: "LazyVGrid")[0].rect
        #expect(grid.width == 108)
        #expect(grid.minX == 46)
        let first: CGFloat = 46 + 25 - 3.5, second: CGFloat = 46 + 58 + 25 - 3.5
        #expect(host.frame(text: "0")?.minX == first)
        #expect(host.frame(text: "1")?.minX == second)
        let third = host.frame(text: "3")
        #expect(third?.minY == 41, "\(String(describing: third))")
        let height: CGFloat = 5000 * 34 - 4
        #expect(grid.height == height)
        #expect(host.nodes(kind: "LazyRow").count < 40)
    }
}
