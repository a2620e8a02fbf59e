import Testing
@testable import PetVoteApp
@testable import TrellisCore

/// Three labels as the vote buttons' labels are: willing to fill the width offered.
private struct Labels: View {
    var body: some View {
        Text("Cat").frame(maxWidth: .infinity)
        Text("Goldfish").frame(maxWidth: .infinity)
        Text("Dog").frame(maxWidth: .infinity)
    }
}

/// An equal-width column that gains a wider subview when the button is clicked.
private struct Growing: View {
    @State private var extra = false
    var body: some View {
        VStack {
            Button("add") { extra = true }
            MyEqualWidthVStack {
                Text("Cat").frame(maxWidth: .infinity)
                if extra { Text("Hamster wheel").frame(maxWidth: .infinity) }
            }
        }
    }
}

private func threePets(_ votes: [Int] = [0, 0, 0]) -> Model {
    Model(pets: [Pet(type: "Cat", votes: votes[0], color: .orange),
                 Pet(type: "Goldfish", votes: votes[1], color: .yellow),
                 Pet(type: "Dog", votes: votes[2], color: .brown)])
}

@Suite("Pet vote: equal-width stacks and ViewThatFits")
@MainActor
struct EqualWidthStackTests {
    @Test func theRowIsTheWidestIdealTimesCountPlusSpacing() {
        let host = TestHost(MyEqualWidthHStack { Labels() }, width: 400, height: 100)
        // Goldfish is 8 × 7 = 56 wide; two standard 8-point gaps.
        #expect(host.nodes(kind: "MyEqualWidthHStack")[0].rect.size == CGSize(width: 56 * 3 + 16, height: 16))
        let cells = host.children(ofFirst: "MyEqualWidthHStack").map(\.rect)
        let x0 = host.nodes(kind: "MyEqualWidthHStack")[0].rect.minX
        #expect(cells.map { $0.minX - x0 } == [0, 64, 128])
        #expect(cells.allSatisfy { $0.size == CGSize(width: 56, height: 16) })
    }

    @Test func theCachedColumnMatchesTheUncachedRowCellForCell() {
        let row = TestHost(MyEqualWidthHStack { Labels() }, width: 400, height: 200)
        let column = TestHost(MyEqualWidthVStack { Labels() }, width: 400, height: 200)
        #expect(column.nodes(kind: "MyEqualWidthVStack")[0].rect.size == CGSize(width: 56, height: 16 * 3 + 16))
        let rowCells = row.children(ofFirst: "MyEqualWidthHStack").map(\.rect)
        let columnCells = column.children(ofFirst: "MyEqualWidthVStack").map(\.rect)
        #expect(rowCells.map(\.size) == columnCells.map(\.size))
        let y0 = column.nodes(kind: "MyEqualWidthVStack")[0].rect.minY
        #expect(columnCells.map { $0.minY - y0 } == [0, 24, 48])
    }

    @Test func theCacheIsRebuiltWhenASubviewIsAdded() {
        let host = TestHost(Growing(), width: 400, height: 200)
        #expect(host.nodes(kind: "MyEqualWidthVStack")[0].rect.size == CGSize(width: 21, height: 16))
        host.click(text: "add")
        // A stale cache would still say 21 × 16.
        #expect(host.nodes(kind: "MyEqualWidthVStack")[0].rect.size == CGSize(width: 13 * 7, height: 16 * 2 + 8))
        #expect(host.children(ofFirst: "MyEqualWidthVStack").map(\.rect.width) == [91, 91])
    }

    @Test func viewThatFitsSwitchesToTheColumnJustBelowTheRowsIdealWidth() {
        // A bordered button is its label plus 10 points a side: 76 wide, so the row is 3 × 76 + 16 = 244.
        let wide = TestHost(ButtonStack().environmentObject(threePets()), width: 244, height: 300)
        #expect(wide.nodes(kind: "MyEqualWidthHStack")[0].rect.size == CGSize(width: 244, height: 22))
        #expect(wide.nodes(kind: "MyEqualWidthVStack").isEmpty)
        let narrow = TestHost(ButtonStack().environmentObject(threePets()), width: 243, height: 300)
        #expect(narrow.nodes(kind: "MyEqualWidthHStack").isEmpty)
        #expect(narrow.nodes(kind: "MyEqualWidthVStack")[0].rect.size == CGSize(width: 76, height: 22 * 3 + 16))
    }

    @Test func theSpacingHelperGivesEightPointGaps() {
        let host = TestHost(ButtonStack().environmentObject(threePets()), width: 400, height: 300)
        let buttons = host.nodes(kind: "Button").map(\.rect)
        #expect(buttons.count == 3)
        #expect(buttons[1].minX - buttons[0].maxX == 8)
        #expect(buttons[2].minX - buttons[1].maxX == 8)
    }

    @Test func votingUpdatesCountsBarsAndLeaderboard() {
        let model = threePets()
        let host = TestHost(VStack { Leaderboard(); ButtonStack() }.environmentObject(model), width: 400, height: 300)
        let goldfishButton = host.nodes(kind: "Button")[1].rect
        host.click(CGPoint(x: goldfishButton.midX, y: goldfishButton.midY))
        host.click(CGPoint(x: goldfishButton.midX, y: goldfishButton.midY))
        #expect(model.pets.map(\.votes) == [0, 2, 0])
        let counts = host.nodes.filter { $0.text == "2" || $0.text == "0" }.map { $0.text }
        #expect(counts == ["0", "2", "0"])
        let bars = host.nodes(kind: "ProgressView")
        #expect(bars.count == 3)
    }
}

@Suite("Pet vote: radial layout and the tie switch")
@MainActor
struct RadialLayoutTests {
    /// Three 20-point squares with the given ranks in a 300 × 300 ring.
    private struct Ring: View {
        let ranks: [Int]
        var body: some View {
            MyRadialLayout {
                ForEach(0..<3) { index in
                    Color.red.frame(width: 20, height: 20).rank(ranks[index])
                }
            }
            .frame(width: 300, height: 300)
        }
    }

    private func centres(_ ranks: [Int]) -> [CGPoint] {
        let host = TestHost(Ring(ranks: ranks), width: 300, height: 300)
        return host.nodes(kind: "Color").map { CGPoint(x: $0.rect.midX, y: $0.rect.midY) }
    }

    @Test func withoutRanksTheFirstIsOnTopAndTheRestGoClockwise() {
        let points = centres([1, 1, 1])
        // Radius 300 / 3 = 100 around (150, 150); the inspection rounds to 0.001.
        #expect(abs(points[0].x - 150) < 1e-3 && abs(points[0].y - 50) < 1e-3)
        #expect(abs(points[1].x - (150 + 86.60254)) < 1e-3 && abs(points[1].y - 200) < 1e-3)
        #expect(abs(points[2].x - (150 - 86.60254)) < 1e-3 && abs(points[2].y - 200) < 1e-3)
    }

    @Test func ranksOneThreeTwoTurnTheRingByThirtyDegrees() {
        let points = centres([1, 3, 2])
        // The leader 30° right of the top, rank 2 at 9 o'clock, rank 3 lower right.
        #expect(abs(points[0].x - 200) < 1e-3 && abs(points[0].y - (150 - 86.60254)) < 1e-3)
        #expect(abs(points[1].x - 200) < 1e-3 && abs(points[1].y - (150 + 86.60254)) < 1e-3)
        #expect(abs(points[2].x - 50) < 1e-3 && abs(points[2].y - 150) < 1e-3)
    }

    @Test(arguments: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1],
                      [1, 1, 3], [1, 3, 1], [3, 1, 1], [1, 2, 2], [2, 1, 2], [2, 2, 1]])
    func theRanksReadFromTopToBottom(ranks: [Int]) {
        let points = centres(ranks)
        for i in 0..<3 {
            for j in 0..<3 where ranks[i] < ranks[j] {
                #expect(points[i].y < points[j].y - 1, "rank \(ranks[i]) should sit above rank \(ranks[j])")
            }
            for j in 0..<3 where ranks[i] == ranks[j] {
                #expect(abs(points[i].y - points[j].y) < 1e-6, "equal ranks sit level")
            }
        }
        let leader = points[ranks.firstIndex(of: 1) ?? 0]
        #expect(points.allSatisfy { leader.y <= $0.y + 1e-6 })
    }

    @Test func aThreeWayTieIsARowAndBreakingItAnimatesOntoTheRingKeepingIdentity() {
        let model = threePets()
        let host = TestHost(Profile().environmentObject(model).frame(width: 360, height: 240), width: 360, height: 240)
        #expect(host.nodes(kind: "HStack").count == 1)
        let ids = ["C", "G", "D"].map { host.node(text: $0)?.id }
        let rowFrames = ["C", "G", "D"].compactMap { host.node(text: $0)?.rect }
        // A row of three 64-point avatars, 8 apart, centred at the podium's top.
        let badges = host.children(ofFirst: "HStack").map(\.rect)
        // (360 - (3 × 64 + 2 × 8)) / 2 = 76 from the podium's leading edge, at its top.
        #expect(badges.map(\.minX) == [76, 148, 220])
        #expect(badges.map(\.minY) == [0, 0, 0])

        model.pets[1].votes += 1   // Goldfish leads: no longer a tie
        #expect(host.nodes(kind: "MyRadialLayout").count == 1)
        #expect(host.nodes(kind: "HStack").isEmpty)
        #expect(["C", "G", "D"].map { host.node(text: $0)?.id } == ids)
        let target = host.node(text: "G")?.rect ?? .zero
        // Ranks [2, 1, 2]: the leader at the top of the ring (radius 240 / 3 = 80 around (180, 120)).
        #expect(abs(target.midX - 180) < 1e-3 && abs(target.midY - 40) < 1e-3)
        let start = rowFrames[1]
        host.advance(by: 0.1)
        let midway = host.presented(text: "G") ?? .zero
        #expect(midway != start && midway != target)
        #expect(midway.midY > min(start.midY, target.midY) - 1 && midway.midY < max(start.midY, target.midY) + 1)
        var frames = 0
        while host.host.isAnimating, frames < 300 { host.advance(by: 1.0 / 60); frames += 1 }
        #expect(host.presented(text: "G") == target)
        #expect(host.nodes(kind: "Text").filter { ["C", "D"].contains($0.text) }.allSatisfy { $0.rect.midY > target.midY })

        model.pets[0].votes += 1
        model.pets[2].votes += 1   // back to a tie: back to the row
        #expect(host.nodes(kind: "HStack").count == 1)
        #expect(["C", "G", "D"].map { host.node(text: $0)?.id } == ids)
        while host.host.isAnimating, frames < 600 { host.advance(by: 1.0 / 60); frames += 1 }
        #expect(["C", "G", "D"].compactMap { host.presented(text: $0) } == rowFrames)
    }
}
