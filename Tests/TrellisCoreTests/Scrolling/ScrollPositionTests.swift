import Observation
import Testing
@testable import TrellisCore

@Observable @MainActor
final class ScrollPositionModel {
    var id: Int?
    var position = ScrollPosition(idType: Int.self)
}

/// A 200-point-high window of 50 rows 20 points high, the rows the
/// targets. Each row's text is 16 high: 2 points below the row's top.
private struct IDPositionedRows: View {
    let model: ScrollPositionModel
    var lazy = false
    var anchor: UnitPoint?

    var body: some View {
        let _ = model.id
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
            } else {
                VStack(spacing: 0) { rows }.scrollTargetLayout()
            }
        }
        .scrollPosition(id: Binding(get: { model.id }, set: { model.id = $0 }), anchor: anchor)
    }

    private var rows: some View { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 300, height: 20) } }
}

/// The same rows with the id in `@State`, handed out on appearing.
private struct StatefulRows: View {
    @State private var id: Int?
    let handOut: (Binding<Int?>) -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 300, height: 20) } }
                .scrollTargetLayout()
        }
        .scrollPosition(id: $id)
        .onAppear { handOut($id) }
    }
}

private struct PointPositionedRows: View {
    let model: ScrollPositionModel

    var body: some View {
        let _ = model.position
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 300, height: 20) } }
                .scrollTargetLayout()
        }
        .scrollPosition(Binding(get: { model.position }, set: { model.position = $0 }))
    }
}

/// `scrollPosition(id:)`, `ScrollPosition` and `scrollTargetLayout`.
@Suite("Scroll position")
@MainActor
struct ScrollPositionTests {
    private func wheel(_ host: TestHost, _ dy: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: dy)))
        _ = host.host.update()
    }

    @Test(arguments: [false, true])
    func theBindingFollowsTheLeadingRowAsTheUserScrolls(lazy: Bool) {
        let model = ScrollPositionModel()
        let host = TestHost(IDPositionedRows(model: model, lazy: lazy), width: 300, height: 200)
        #expect(model.id == nil)
        wheel(host, 50)
        // Rows 0 and 1 are gone; row 2 (40…60) still shows its lower part.
        #expect(model.id == 2)
        wheel(host, 10)
        #expect(model.id == 3)
        // The user's own position is not snapped to the row it reports.
        #expect(host.frame(text: "Row 3")?.minY == 2)
        wheel(host, 5)
        #expect(model.id == 3)
        #expect(host.frame(text: "Row 3")?.minY == -3)
    }

    @Test(arguments: [false, true])
    func settingTheBindingScrollsThere(lazy: Bool) {
        let model = ScrollPositionModel()
        let host = TestHost(IDPositionedRows(model: model, lazy: lazy), width: 300, height: 200)
        model.id = 30
        _ = host.host.update()
        #expect(host.frame(text: "Row 30")?.minY == 2)
        #expect(model.id == 30)
        // Near the end the view stops at the end; the program's value stays.
        model.id = 48
        _ = host.host.update()
        #expect(host.frame(text: "Row 49")?.maxY == 198)
        #expect(model.id == 48)
    }

    @Test func settingItInsideWithAnimationGlides() {
        var id: Binding<Int?>?
        let host = TestHost(StatefulRows { id = $0 }, width: 300, height: 200)
        withAnimation(.linear(duration: 1)) { id?.wrappedValue = 10 }
        _ = host.host.update()
        #expect(host.frame(text: "Row 10")?.minY == 2)
        #expect(host.presented(text: "Row 10")?.minY == 202)
        host.advance(by: 0.5)
        #expect(host.presented(text: "Row 10").map { abs($0.minY - 102) < 0.01 } == true)
        host.advance(by: 0.6)
        #expect(host.presented(text: "Row 10")?.minY == 2)
    }

    @Test func aStartingIDIsScrolledToBeforeTheFirstFrameIsShown() {
        let model = ScrollPositionModel()
        model.id = 20
        let host = TestHost(IDPositionedRows(model: model), width: 300, height: 200)
        #expect(host.frame(text: "Row 20")?.minY == 2)
    }

    @Test func scrollPositionScrollsToIDsEdgesAndPoints() {
        let model = ScrollPositionModel()
        let host = TestHost(PointPositionedRows(model: model), width: 300, height: 200)
        model.position.scrollTo(id: 12)
        _ = host.host.update()
        #expect(host.frame(text: "Row 12")?.minY == 2)
        #expect(model.position.viewID(type: Int.self) == 12)
        #expect(!model.position.isPositionedByUser)
        model.position.scrollTo(edge: .bottom)
        _ = host.host.update()
        #expect(host.frame(text: "Row 49")?.maxY == 198)
        model.position.scrollTo(y: 130)
        _ = host.host.update()
        #expect(host.frame(text: "Row 6")?.minY == -8)
        model.position.scrollTo(x: 0, y: 0)
        _ = host.host.update()
        #expect(host.frame(text: "Row 0")?.minY == 2)
    }

    @Test func theUsersScrollingIsReportedInTheScrollPosition() {
        let model = ScrollPositionModel()
        let host = TestHost(PointPositionedRows(model: model), width: 300, height: 200)
        wheel(host, 70)
        #expect(model.position.isPositionedByUser)
        #expect(model.position.point == CGPoint(x: 0, y: 70))
        #expect(model.position.viewID(type: Int.self) == 3)
        #expect(host.frame(text: "Row 3")?.minY == -8)
        // Back to the top after the user scrolled away.
        model.position.scrollTo(edge: .top)
        _ = host.host.update()
        #expect(host.frame(text: "Row 0")?.minY == 2)
        #expect(!model.position.isPositionedByUser)
    }

    @Test func anAnchorPicksTheRowThereAndAlignsItThere() {
        let model = ScrollPositionModel()
        let host = TestHost(IDPositionedRows(model: model, anchor: .center), width: 300, height: 200)
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: 50)))
        _ = host.host.update()
        // The view's middle (100) is the content's 150: row 7.
        #expect(model.id == 7)
        model.id = 20
        _ = host.host.update()
        #expect(host.frame(text: "Row 20")?.minY == 92)
    }

    @Test func withoutATargetLayoutNothingIsReportedButSettingStillScrolls() {
        let model = ScrollPositionModel()
        let host = TestHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 300, height: 20) } }
        }.scrollPosition(id: Binding(get: { model.id }, set: { model.id = $0 })), width: 300, height: 200)
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: 50)))
        _ = host.host.update()
        #expect(model.id == nil)
    }
}
