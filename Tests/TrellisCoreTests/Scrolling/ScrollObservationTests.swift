import Testing
@testable import TrellisCore

/// `onScrollGeometryChange`, `onScrollPhaseChange` and
/// `onScrollVisibilityChange`, as the wheel moves a 200-point-high view of
/// 50 rows 20 points high.
@Suite("Scroll observation")
@MainActor
struct ScrollObservationTests {
    private func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 300, height: 20) } }
                .scrollTargetLayout()
        }
    }

    private func wheel(_ host: TestHost, _ dy: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: dy)))
        _ = host.host.update()
    }

    @Test func geometryChangesArriveWithTheOldAndNewValue() {
        var changes: [[CGFloat]] = []
        let host = TestHost(rows().onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { changes.append([$0, $1]) },
                            width: 300, height: 200)
        #expect(changes.isEmpty)
        wheel(host, 50)
        wheel(host, 30)
        #expect(changes == [[0, 50], [50, 80]])
        // Past the end it stops: no change.
        wheel(host, 10_000)
        wheel(host, 10)
        #expect(changes.last == [80, 800])
        #expect(changes.count == 3)
    }

    @Test func theGeometryCountsTheContentMargins() {
        var geometry: ScrollGeometry?
        let host = TestHost(rows().contentMargins(.vertical, 10)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry = new }, width: 300, height: 200)
        wheel(host, 30)
        #expect(geometry?.contentOffset == CGPoint(x: 0, y: 20))
        #expect(geometry?.contentSize == CGSize(width: 300, height: 1000))
        #expect(geometry?.contentInsets == EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
        #expect(geometry?.containerSize == CGSize(width: 300, height: 200))
        #expect(geometry?.visibleRect == CGRect(x: 0, y: 20, width: 300, height: 200))
        #expect(geometry?.bounds == CGRect(x: 0, y: 30, width: 300, height: 180))
    }

    @Test func aWheelClickInteractsAndComesToRest() {
        var phases: [[ScrollPhase]] = []
        let host = TestHost(rows().onScrollPhaseChange { phases.append([$0, $1]) }, width: 300, height: 200)
        wheel(host, 40)
        #expect(phases == [[.idle, .interacting], [.interacting, .idle]])
    }

    @Test func aSettlingScrollAnimatesUntilItArrives() {
        var phases: [[ScrollPhase]] = []
        let host = TestHost(rows().scrollTargetBehavior(.paging).onScrollPhaseChange { old, new, context in
            phases.append([old, new])
            #expect(context.geometry.containerSize == CGSize(width: 300, height: 200))
        }, width: 300, height: 200)
        wheel(host, 40)
        #expect(phases == [[.idle, .interacting], [.interacting, .animating]])
        host.advance(by: 0.1)
        #expect(phases.count == 2)
        host.advance(by: 2)
        #expect(phases.last == [.animating, .idle])
        #expect(phases.last?.last?.isScrolling == false)
    }

    @Test func visibilityChangesAtTheThreshold() {
        var seen: [Bool] = []
        let host = TestHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    if index == 10 {
                        Text("Ten").frame(width: 300, height: 20).onScrollVisibilityChange { seen.append($0) }
                    } else {
                        Text("Row \(index)").frame(width: 300, height: 20)
                    }
                }
            }
        }, width: 300, height: 200)
        // Row 10 is at 200…220: not shown at first, which is no change.
        #expect(seen.isEmpty)
        wheel(host, 9)
        #expect(seen.isEmpty)  // 9 of 20 points: less than half.
        wheel(host, 1)
        #expect(seen == [true])
        wheel(host, 100)
        wheel(host, 120)
        #expect(seen == [true, false])
    }
}
