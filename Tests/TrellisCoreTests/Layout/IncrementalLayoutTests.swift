import Testing
@testable import PaletteApp
@testable import TrellisCore

/// A tile with state of its own: a click swaps its short label for one
/// that wraps onto several lines, so the tile grows and the rows below move.
private struct GrowingTile: View {
    @State private var long: Bool

    init(long: Bool) { _long = State(initialValue: long) }

    var body: some View {
        Button {
            long.toggle()
        } label: {
            Text(long ? "A much longer label that wraps onto several lines" : "Grow")
                .padding(8)
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.plain)
    }
}

/// The seed's grid with a growing tile among `count` plain ones.
private struct GrowingGrid: View {
    var count: Int
    var long = false

    var body: some View {
        WideFirstGrid {
            ForEach(1...count, id: \.self) { number in
                Text("Tile \(number)").padding(12).frame(maxWidth: .infinity)
                if number == 3 { GrowingTile(long: long) }
            }
        }
    }
}

/// A column as wide as its widest subview's ideal width, kept in the
/// layout's cache: the cache must follow a subview that changes deep down.
private struct WidestIdealColumn: Layout {
    func makeCache(subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func updateCache(_ cache: inout CGFloat, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: cache, height: nil)).height }
        return CGSize(width: cache, height: heights.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
        var y = bounds.minY
        for subview in subviews {
            let proposal = ProposedViewSize(width: cache, height: nil)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
            y += subview.sizeThatFits(proposal).height
        }
    }
}

private struct GrowingColumn: View {
    var long = false
    var body: some View {
        WidestIdealColumn {
            Text("Fixed")
            VStack { GrowingTile(long: long) }
        }
    }
}

/// A title whose font a click toggles: the texts below are equal views
/// each time, but their environment is not.
private struct FontToggle: View {
    @State private var large = false
    var body: some View {
        VStack {
            Button("Toggle") { large.toggle() }
            VStack {
                Text("One")
                Text("Two two")
            }
            .font(large ? .title : .body)
        }
    }
}

/// An equal view with state of its own, inside a parent that changes.
private struct Counter: View, Equatable {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
    nonisolated static func == (a: Counter, b: Counter) -> Bool { a.name == b.name }
}

private struct CounterHost: View {
    @State private var outer = 0
    var body: some View {
        VStack {
            Button("Outer \(outer)") { outer += 1 }
            Counter(name: "Inner")
        }
    }
}

/// The stress demo's layout, with the selection it starts with.
private struct SelectableTiles: View {
    let count: Int
    @State private var selected: Int?

    init(count: Int, selected: Int? = nil) {
        self.count = count
        _selected = State(initialValue: selected)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(selected.map { "Selected tile: \($0)" } ?? "Choose a numbered tile")
            ScrollView {
                WideFirstGrid {
                    ForEach(0..<count, id: \.self) { index in
                        tileButton(number: index + 1) { selected = index + 1 }
                    }
                }
            }
        }
        .padding(16)
    }
}

/// Every unit's identity and frame, in tree order.
@MainActor
private func frames(_ host: TestHost) -> [String] {
    host.nodes.map { "\($0.id) \($0.kind) \($0.rect)" }
}

/// Layout keeps what still holds between passes: measurements until the
/// view changes, and a container's arrangement while it gets the same
/// size for the same offer. These check that it keeps no more than that
/// (the result always equals laying out from scratch) and no less (the
/// work of a change does not grow with the views it leaves alone).
@Suite("Incremental layout")
@MainActor
struct IncrementalLayoutTests {
    /// Layouts asked to arrange, and sizes computed, by `change`.
    private func work(_ host: TestHost, _ change: () -> Void) -> (arrangements: Int, measurements: Int) {
        let before = host.host.statistics
        change()
        let after = host.host.statistics
        return (after.arrangements - before.arrangements, after.measurements - before.measurements)
    }

    @Test func aWidthChangeThatKeepsTheTilesSizesArrangesNoTile() {
        // 408 and 304 points both make 96-point columns (4 and 3 of them):
        // every tile gets the offer it had, and only moves.
        var costs: [Int: (arrangements: Int, measurements: Int)] = [:]
        for count in [12, 120] {
            let host = TestHost(SeedGrid(count: count), width: 408, height: 600)
            costs[count] = work(host) { host.resize(width: 304, height: 600) }
            let fresh = TestHost(SeedGrid(count: count), width: 304, height: 600)
            #expect(frames(host) == frames(fresh))
        }
        #expect(costs[12]!.arrangements == costs[120]!.arrangements)
        #expect(costs[12]!.measurements == costs[120]!.measurements)
        #expect(costs[120]!.arrangements < 5)
    }

    @Test func aWidthChangeThatResizesTheTilesArrangesThemAgain() {
        let host = TestHost(SeedGrid(count: 30), width: 408, height: 600)
        let cost = work(host) { host.resize(width: 440, height: 600) }
        #expect(cost.arrangements > 30)
        #expect(frames(host) == frames(TestHost(SeedGrid(count: 30), width: 440, height: 600)))
    }

    @Test func aTileThatGrowsMovesTheRowsBelowAsLayingOutAfreshWould() {
        let host = TestHost(GrowingGrid(count: 12), width: 408, height: 600)
        let before = host.frame(text: "Tile 12")!
        host.click(text: "Grow")
        #expect(host.frame(text: "Tile 12")!.minY > before.minY)
        #expect(frames(host) == frames(TestHost(GrowingGrid(count: 12, long: true), width: 408, height: 600)))
        // And back: the caches do not answer with the long label's size.
        host.click(text: "A much longer label that wraps onto several lines")
        #expect(host.frame(text: "Tile 12") == before)
        #expect(frames(host) == frames(TestHost(GrowingGrid(count: 12), width: 408, height: 600)))
    }

    @Test func aClickOnOneTileArrangesItsPathNotItsSiblings() {
        var arrangements: [Int] = []
        for count in [12, 120] {
            let host = TestHost(GrowingGrid(count: count), width: 408, height: 3000)
            arrangements.append(work(host) { host.click(text: "Grow") }.arrangements)
        }
        #expect(arrangements[0] == arrangements[1])
    }

    @Test func aCustomLayoutsCacheFollowsASubviewThatChangesDeepDown() {
        let host = TestHost(GrowingColumn(), width: 600, height: 400)
        let narrow = host.nodes(kind: "WidestIdealColumn")[0].rect.width
        host.click(text: "Grow")
        #expect(host.nodes(kind: "WidestIdealColumn")[0].rect.width > narrow)
        #expect(frames(host) == frames(TestHost(GrowingColumn(long: true), width: 600, height: 400)))
    }

    @Test func scrollingMovesTheContentWithoutArrangingTheTiles() {
        let host = TestHost(ScrollView { SeedGrid(count: 100) }, width: 408, height: 300)
        let tile = host.frame(text: "Tile 40")!
        let cost = work(host) {
            host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: 120)))
            _ = host.host.update()
        }
        #expect(host.frame(text: "Tile 40") == tile.offsetBy(dx: 0, dy: -120))
        #expect(cost.arrangements < 5)
        #expect(cost.measurements == 0)
    }

    @Test func aSizeQueryBetweenChangesDoesNotKeepAStaleAnswer() {
        let host = TestHost(GrowingGrid(count: 6), width: 408, height: 600)
        let tile = host.nodes.first { $0.text == "Grow" }!
        host.host.handle(.buttonDown(CGPoint(x: tile.rect.midX, y: tile.rect.midY), .primary))
        host.host.handle(.buttonUp(CGPoint(x: tile.rect.midX, y: tile.rect.midY), .primary))
        // Asked before the update lays the window out again (as a backend
        // asks for size limits), then the window is laid out.
        _ = host.host.sizeLimits
        _ = host.host.update()
        #expect(frames(host) == frames(TestHost(GrowingGrid(count: 6, long: true), width: 408, height: 600)))
    }

    // MARK: Units out of sight

    /// The units whose insides the last pass left unarranged.
    private func deferredCount(_ host: TestHost) -> Int {
        var count = 0
        host.host.root.forEachNode { if $0.isDeferred { count += 1 } }
        return count
    }

    private func scroll(_ host: TestHost, by amount: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: amount)))
        _ = host.host.update()
    }

    @Test func tilesFarOutOfSightAreNotArrangedUntilTheyScrollIn() {
        // 440 and 336 points make 4 and 3 columns of different widths
        // (104 and 106.67): a resize arranges the tiles again, but only
        // those that can be seen, whatever their number.
        var costs: [Int] = []
        for count in [100, 1000] {
            let host = TestHost(ScrollView { SeedGrid(count: count) }, width: 440, height: 300)
            #expect(deferredCount(host) > count / 2)
            costs.append(work(host) { host.resize(width: 336, height: 300) }.arrangements)
        }
        #expect(costs[0] == costs[1])
        #expect(costs[1] < 1000 / 4)
    }

    @Test func whatIsPaintedAfterResizingAndScrollingEqualsAFreshLayout() {
        let host = TestHost(ScrollView { SeedGrid(count: 300) }, width: 440, height: 300)
        host.resize(width: 336, height: 300)
        scroll(host, by: 2000)
        host.resize(width: 520, height: 400)
        scroll(host, by: 1500)
        let fresh = TestHost(ScrollView { SeedGrid(count: 300) }, width: 520, height: 400)
        scroll(fresh, by: 3500)
        let painted = host.host.displayList()
        #expect(painted == fresh.host.displayList())
        #expect(painted.items.contains { if case .text(let text, _, _, _) = $0 { text.hasPrefix("Tile ") } else { false } })
    }

    @Test func aTallerWindowArrangesTheTilesItUncovers() {
        let host = TestHost(ScrollView { SeedGrid(count: 200) }, width: 440, height: 300)
        host.resize(width: 440, height: 900)
        #expect(host.host.displayList() == TestHost(ScrollView { SeedGrid(count: 200) }, width: 440, height: 900).host.displayList())
    }

    @Test func theInspectionListsEveryFrameAsAFreshLayoutWould() {
        let host = TestHost(ScrollView { SeedGrid(count: 300) }, width: 440, height: 300)
        host.resize(width: 336, height: 300)
        #expect(frames(host) == frames(TestHost(ScrollView { SeedGrid(count: 300) }, width: 336, height: 300)))
    }

    @Test func aTileGlidingIntoSightBringsItsInsidesAlong() {
        // 440 → 900 points: 4 → 8 columns, so tile 40 rises from row 10,
        // out of sight and never arranged inside, to row 5, in sight.
        let host = TestHost(ScrollView { SeedGrid(count: 300) }, width: 440, height: 300,
                            windowResizeAnimation: .linear(duration: 1))
        host.host.resize(to: CGSize(width: 900, height: 300))
        host.advance(by: 0)
        host.advance(by: 0.5)
        let nodes = host.nodes
        let text = nodes.first { $0.text == "Tile 40" }!
        let tile = nodes[nodes[nodes[nodes[text.parent].parent].parent].parent]
        #expect(tile.kind == "Button")
        host.advance(by: 1)
        let settled = host.nodes
        let settledText = settled.first { $0.text == "Tile 40" }!
        let settledTile = settled[settled[settled[settled[settledText.parent].parent].parent].parent]
        // Halfway up, the label sits in its tile as it will at the end.
        #expect(tile.presentedRect.minY < settledTile.presentedRect.minY + 200)
        #expect(abs((text.presentedRect.minY - tile.presentedRect.minY)
                    - (settledText.presentedRect.minY - settledTile.presentedRect.minY)) < 1)
    }

    // MARK: Equal views

    @Test func aClickUpdatesEachTileButtonButNotTheLabelsInside() {
        var updates: [Int] = []
        for count in [100, 300] {
            let host = TestHost(TilesDemoView(count: count), width: 440, height: 400)
            let before = host.host.statistics.viewUpdates
            host.click(text: "Tile 2")
            #expect(host.node(text: "Selected tile: 2") != nil)
            updates.append(host.host.statistics.viewUpdates - before)
        }
        // One more view updated per tile (its button, whose action is a new
        // closure); the label inside, an equal view, is left as it was.
        #expect(updates[1] - updates[0] == 200)
    }

    @Test func aClickMeasuresAndArrangesOnlyWhatItChanged() {
        var costs: [(arrangements: Int, measurements: Int)] = []
        for count in [100, 300] {
            let host = TestHost(SelectableTiles(count: count), width: 440, height: 400)
            // (Found first: the inspection arranges every tile it lists.)
            let tile = host.frame(text: "Tile 2")!
            costs.append(work(host) { host.click(CGPoint(x: tile.midX, y: tile.midY)) })
            #expect(host.node(text: "Selected tile: 2") != nil)
            #expect(frames(host) == frames(TestHost(SelectableTiles(count: count, selected: 2), width: 440, height: 400)))
        }
        // The buttons got new actions, which no layout can see: only the
        // label that says what was selected, and its path, were laid out.
        #expect(costs[0].measurements == costs[1].measurements)
        #expect(costs[0].arrangements == costs[1].arrangements)
    }

    @Test func equalViewsStillSeeAChangedEnvironment() {
        let host = TestHost(FontToggle(), width: 400, height: 300)
        let small = host.frame(text: "Two two")!
        host.click(text: "Toggle")
        #expect(host.frame(text: "Two two")!.height > small.height)
        host.click(text: "Toggle")
        #expect(host.frame(text: "Two two") == small)
    }

    @Test func anEqualViewWithStateOfItsOwnStillUpdates() {
        let host = TestHost(CounterHost(), width: 400, height: 300)
        host.click(text: "Inner 0")
        #expect(host.node(text: "Inner 1") != nil)
        host.click(text: "Outer 0")
        #expect(host.node(text: "Outer 1") != nil)
        #expect(host.node(text: "Inner 1") != nil)
        host.click(text: "Inner 1")
        #expect(host.node(text: "Inner 2") != nil)
    }
}
