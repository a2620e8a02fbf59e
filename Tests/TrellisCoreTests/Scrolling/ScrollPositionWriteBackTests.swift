import Observation
import Testing
@testable import TrellisCore

@Observable @MainActor
private final class RowsModel {
    var id: Int?
    var count = 50
    var rowHeight: CGFloat = 20
}

/// 200 high; `count` rows `rowHeight` high, the rows the targets; a
/// `ScrollViewReader` whose proxy the test keeps.
private struct ReaderRows: View {
    let model: RowsModel
    let handOut: (ScrollViewProxy) -> Void

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<model.count, id: \.self) { Text("Row \($0)").frame(width: 300, height: model.rowHeight) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { model.id }, set: { model.id = $0 }))
            .onAppear { handOut(proxy) }
        }
    }
}

/// `scrollPosition(id:)` follows the scroll view however it moved: the
/// user, a `ScrollViewReader`, the keyboard, or a layout that changed
/// what shows at the top ("as the scroll view scrolls, the binding will be
/// updated with the identity of the leading-most / top-most view").
@Suite("Scroll position write-back")
@MainActor
struct ScrollPositionWriteBackTests {
    private func make() -> (TestHost, RowsModel, () -> ScrollViewProxy?) {
        let model = RowsModel()
        var kept: ScrollViewProxy?
        let host = TestHost(ReaderRows(model: model) { kept = $0 }, width: 300, height: 200)
        return (host, model, { kept })
    }

    @Test func aReaderScrollIsReported() throws {
        let (host, model, proxy) = make()
        try #require(proxy()).scrollTo(30, anchor: .top)
        _ = host.host.update()
        #expect(host.frame(text: "Row 30")?.minY == 2)
        #expect(model.id == 30)
    }

    @Test func aPageKeyIsReported() {
        let (host, model, _) = make()
        host.press(.pageDown)
        // 190 down: row 9 (180…200) still shows its last 10 points.
        #expect(model.id == 9)
        host.press(.end)
        #expect(model.id == 40)
    }

    @Test func aLayoutChangeThatMovesTheTopRowIsReported() {
        let (host, model, _) = make()
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: 100)))
        _ = host.host.update()
        #expect(model.id == 5)
        // Taller rows at the same offset: row 2 (80…120) is at the top now.
        model.rowHeight = 40
        _ = host.host.update()
        _ = host.host.update()
        #expect(model.id == 2)
        // Fewer rows: the offset is clamped to the end, row 0 on top.
        model.count = 5
        _ = host.host.update()
        _ = host.host.update()
        #expect(model.id == 0)
    }
}
