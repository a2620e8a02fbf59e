import Testing
@testable import TrellisCore

/// Counts the bodies rows evaluate, per test.
@MainActor
final class BodyLog {
    var evaluated: [Int] = []
}

private struct CountedRow: View {
    let index: Int
    let log: BodyLog
    var body: some View {
        log.evaluated.append(index)
        return Text("Row \(index)")
    }
}

/// Lazy stacks and grids: VStack's geometry, but only rows near the window
/// are made. Lines are 16 points high, characters 7 points wide.
@Suite("Lazy stacks")
@MainActor
struct LazyStackTests {
    private func rows(_ count: Int, log: BodyLog, spacing: CGFloat? = nil) -> some View {
        ScrollView {
            LazyVStack(spacing: spacing) {
                ForEach(0..<count, id: \.self) { CountedRow(index: $0, log: log) }
            }
        }
    }

    @Test func onlyRowsNearTheWindowAreMade() {
        let log = BodyLog()
        let host = TestHost(rows(100_000, log: log), width: 400, height: 300)
        // 16-point rows with 8-point gaps: 24 per row; the window (300) plus
        // the 256-point band below it holds rows 0...23.
        #expect(Set(log.evaluated) == Set(0...23))
        #expect(host.frame(text: "Row 0") == CGRect(x: 182.5, y: 0, width: 35, height: 16))
        #expect(host.frame(text: "Row 3")?.minY == 72)
        #expect(host.node(text: "Row 40") == nil)
        // The stack is as wide as offered and as tall as all its rows.
        let height: CGFloat = 100_000 * 24 - 8
        #expect(host.nodes(kind: "LazyVStack")[0].rect == CGRect(x: 0, y: 0, width: 400, height: height))
    }

    @Test func scrollingMakesNewRowsAndReclaimsOldOnes() {
        let log = BodyLog()
        let host = TestHost(rows(1_000_000, log: log), width: 400, height: 300)
        log.evaluated.removeAll()
        host.host.handle(.scroll(CGPoint(x: 200, y: 150), delta: CGSize(width: 0, height: 24_000)))
        _ = host.host.update()
        // Row 1000 is at the top; the band reaches 256 points above and
        // below: rows 989 (23,736…23,752) to 1023.
        #expect(host.frame(text: "Row 1000")?.minY == 0)
        #expect(log.evaluated.min() == 989)
        #expect(log.evaluated.max() == 1023)
        #expect(host.node(text: "Row 5") == nil)
        let made = host.nodes(kind: "LazyRow").count
        #expect(made == 1023 - 989 + 1)
        // A small scroll back makes only the rows that came into the band.
        log.evaluated.removeAll()
        host.host.handle(.scroll(CGPoint(x: 200, y: 150), delta: CGSize(width: 0, height: -48)))
        _ = host.host.update()
        #expect(Set(log.evaluated) == [987, 988])
        #expect(host.frame(text: "Row 1000")?.minY == 48)
    }

    @Test func scrollingToTheEndOfAMillionRows() {
        let log = BodyLog()
        let host = TestHost(rows(1_000_000, log: log), width: 400, height: 300)
        host.host.handle(.scroll(CGPoint(x: 200, y: 150), delta: CGSize(width: 0, height: 1e9)))
        _ = host.host.update()
        #expect(host.frame(text: "Row 999999")?.maxY == 300)
        #expect(host.nodes(kind: "LazyRow").count < 40)
    }

    @Test func anEmptyLazyStackIsEmpty() {
        let log = BodyLog()
        let host = TestHost(rows(0, log: log), width: 400, height: 300)
        #expect(host.nodes(kind: "LazyVStack")[0].rect.height == 0)
        #expect(log.evaluated.isEmpty)
    }

    @Test func staticRowsAndSectionsFlattenInOrder() {
        let host = TestHost(ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                Text("Top")
                Section {
                    ForEach(["a", "b"], id: \.self) { Text($0) }
                } header: { Text("Header") } footer: { Text("Footer") }
            }
        }, width: 200, height: 300)
        #expect(host.frame(text: "Top") == CGRect(x: 0, y: 0, width: 21, height: 16))
        #expect(host.frame(text: "Header")?.minY == 20)
        #expect(host.frame(text: "a")?.minY == 40)
        #expect(host.frame(text: "b")?.minY == 60)
        #expect(host.frame(text: "Footer")?.minY == 80)
    }

    @Test func pinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let host = TestHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<20, id: \.self) { Text("S\(section) R\($0)") }
                    } header: { Text("Header \(section)") }
                }
            }
        }, width: 200, height: 100)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 100)))
        #expect(host.frame(text: "Header 0")?.minY == 0)
        let r5: CGFloat = 16 + 5 * 16 - 100
        #expect(host.frame(text: "S0 R5")?.minY == r5)
        // Header 1 pushes header 0 up as its section arrives.
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 230)))
        #expect(host.frame(text: "Header 1")?.minY == 6)
        #expect(host.frame(text: "Header 0")?.maxY == 6)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 20)))
        #expect(host.frame(text: "Header 1")?.minY == 0)
        #expect(host.frame(text: "S1 R0")?.minY == 2)
    }

    @Test func lazyHStackLaysOutAlongTheWidth() {
        let host = TestHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<1000, id: \.self) { Text("C\($0)").frame(width: 40) } }
        }, width: 300, height: 100)
        let c1: CGFloat = 50 + 40 / 2 - 7
        #expect(host.frame(text: "C1")?.minX == c1)
        #expect(host.node(text: "C100") == nil)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 5000)))
        #expect(host.node(text: "C100") != nil)
    }
}

