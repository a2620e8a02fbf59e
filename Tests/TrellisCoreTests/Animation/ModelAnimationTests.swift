import Combine
import Observation
import Testing
@testable import TrellisCore

@MainActor private final class Log { var entries: [String] = [] }

@Observable
private final class Slider {
    var right = false
}

private final class PublishedSlider: ObservableObject {
    @Published var right = false
}

/// A square at the left or right edge, as an `@Observable` model says.
private struct ObservableMover: View {
    let model: Slider
    let log: Log
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, alignment: model.right ? .trailing : .leading)
            Button("move") {
                withAnimation(.linear(duration: 1)) { model.right.toggle() } completion: { log.entries.append("done") }
            }
        }
    }
}

/// The same square, following an `ObservableObject`'s `@Published` property.
private struct PublishedMover: View {
    @ObservedObject var model: PublishedSlider
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, alignment: model.right ? .trailing : .leading)
            Button("move") { withAnimation(.linear(duration: 1)) { model.right.toggle() } }
        }
    }
}

/// A model's change inside `withAnimation` animates the views that read it
/// as a `@State` change would: same transaction, same curve, completions.
@Suite("Model changes in withAnimation")
@MainActor
struct ModelAnimationTests {
    private func x(_ host: TestHost) -> CGFloat { host.nodes(kind: "Color")[0].presentedRect.minX }

    @Test func anObservablePropertyAnimates() {
        let log = Log()
        let host = TestHost(ObservableMover(model: Slider(), log: log), width: 110, height: 100)
        host.click(text: "move")
        #expect(host.nodes(kind: "Color")[0].rect.minX == 100)
        host.advance(by: 0.5)
        #expect(x(host) == 50, "halfway through the second")
        #expect(log.entries.isEmpty)
        host.advance(by: 0.6)
        #expect(x(host) == 100)
        #expect(log.entries == ["done"], "the completion runs once the move is over")
    }

    @Test func anObservableChangedFromOutsideAViewAnimates() {
        let model = Slider()
        let host = TestHost(ObservableMover(model: model, log: Log()), width: 110, height: 100)
        withAnimation(.linear(duration: 1)) { model.right = true }
        host.advance(by: 0)   // the frame the change is shown in
        host.advance(by: 0.5)
        #expect(x(host) == 50)
    }

    @Test func anObservableChangeWithoutAnimationJumps() {
        let model = Slider()
        let host = TestHost(ObservableMover(model: model, log: Log()), width: 110, height: 100)
        model.right = true
        host.advance(by: 0.016)
        #expect(x(host) == 100)
    }

    @Test func aPublishedPropertyAnimates() {
        let model = PublishedSlider()
        let host = TestHost(PublishedMover(model: model), width: 110, height: 100)
        host.click(text: "move")
        host.advance(by: 0.5)
        #expect(x(host) == 50)
        withAnimation(.linear(duration: 1)) { model.right = false }
        host.advance(by: 0)
        host.advance(by: 0.5)
        #expect(x(host) > 0 && x(host) < 100, "retargeted from where it was, still moving")
    }
}
