import Testing
@testable import TrellisCore

/// A square moved by two pieces of state: `watched` is what the
/// `.animation(_:value:)` modifier observes, `other` is not.
private struct Watched: View {
    @State var watched = false
    @State var other = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, alignment: watched != other ? .trailing : .leading)
                .animation(.linear(duration: 1), value: watched)
            Button("watched") { watched.toggle() }
            Button("other") { other.toggle() }
        }
    }
}

/// A box that moves right, with a label inserted into it as it moves.
private struct Grouped: View {
    let grouped: Bool
    @State var moved = false

    var body: some View {
        VStack(spacing: 0) {
            box
                .frame(maxWidth: .infinity, alignment: moved ? .trailing : .leading)
            Button("go") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    @ViewBuilder private var box: some View {
        let content = ZStack {
            Color.blue.frame(width: 20, height: 20)
            if moved { Text("x") }
        }
        if grouped { content.geometryGroup() } else { content }
    }
}

private struct Appearing: View {
    @State var shown = false
    var body: some View {
        VStack {
            if shown { Color.green.frame(width: 30, height: 30) }
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }
}

private struct Recolored: View {
    @State var red = true
    var body: some View {
        VStack {
            Rectangle().fill(red ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
            Button("paint") { withAnimation(.linear(duration: 1)) { red.toggle() } }
        }
    }
}

@Suite("Animation scope, geometry groups, fades")
@MainActor
struct AnimationScopeTests {
    private func x(_ host: TestHost) -> CGFloat { host.nodes(kind: "Color")[0].presentedRect.minX }

    @Test func animationValueModifierAnimatesOnlyWhenItsValueChanges() {
        let host = TestHost(Watched(), width: 110, height: 200)
        host.click(text: "other")          // the watched value did not change: jump
        #expect(x(host) == 100)
        #expect(!host.host.isAnimating)
        host.click(text: "watched")        // it changed: glide back over a second
        host.advance(by: 0.5)
        #expect(x(host) == 50)
        host.advance(by: 0.5)
        #expect(x(host) == 0)
    }

    @Test func aWindowResizeDoesNotTriggerAValueModifier() {
        let host = TestHost(Watched(), width: 110, height: 200)
        host.click(text: "other")
        host.resize(width: 210, height: 200)
        #expect(x(host) == 200)
    }

    @Test func geometryGroupCarriesAnInsertedChildWithTheMovingParent() {
        // Without a group the new label appears at its final place at once;
        // inside a group it is drawn relative to the group's moving frame.
        for grouped in [false, true] {
            let host = TestHost(Grouped(grouped: grouped), width: 220, height: 100)
            host.click(text: "go")
            host.advance(by: 0.5)
            let box = host.nodes(kind: "ZStack")[0].presentedRect
            let label = host.presented(text: "x")!
            let finalLabel = host.frame(text: "x")!
            #expect(box.minX == 100)
            if grouped {
                #expect(label.midX == box.midX)
            } else {
                #expect(label.midX == finalLabel.midX)
                #expect(label.midX != box.midX)
            }
        }
    }

    /// Fill alphas of the green square in the display list.
    private func greenAlpha(_ host: TestHost) -> Double? {
        host.host.displayList().items.compactMap { item -> Double? in
            if case .fill(_, let color) = item, color.green > 0.7, color.red < 0.3 { return color.alpha }
            return nil
        }.first
    }

    @Test func insertedViewsFadeInAndRemovedViewsFadeOut() {
        let host = TestHost(Appearing(), width: 200, height: 200)
        #expect(greenAlpha(host) == nil)
        host.click(text: "toggle")
        host.advance(by: 0.25)
        #expect(abs((greenAlpha(host) ?? 0) - 0.25) < 1e-6)
        host.advance(by: 0.75)
        #expect(greenAlpha(host) == 1)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        // Gone from the layout, still painted, half faded.
        #expect(host.nodes(kind: "Color").isEmpty)
        #expect(abs((greenAlpha(host) ?? 0) - 0.5) < 1e-6)
        host.advance(by: 0.5)
        #expect(greenAlpha(host) == nil)
        #expect(!host.host.isAnimating)
    }

    @Test func aChangedFillColourIsInterpolated() {
        let host = TestHost(Recolored(), width: 200, height: 200)
        host.click(text: "paint")
        host.advance(by: 0.5)
        let fill = host.host.displayList().items.compactMap { item -> RGBAColor? in
            if case .fill(_, let color) = item, color.alpha == 1 { return color }
            return nil
        }.first
        #expect(fill.map { abs($0.red - 0.5) < 1e-9 && abs($0.blue - 0.5) < 1e-9 } == true)
    }
}

@Suite("Window resize animation setting")
@MainActor
struct WindowResizeAnimationSettingTests {
    private struct Demo: App {
        var body: some Scene { WindowGroup { Text("x") }.windowResizeAnimation(.linear(duration: 1)) }
    }

    @Test func sceneModifierAndEnvironmentVariable() {
        let spec = Scenes.windows(of: Demo().body)[0]
        #expect(spec.resizeAnimation == .linear(duration: 1))
        #expect(spec.resizeAnimation(environment: [:]) == .linear(duration: 1))
        #expect(spec.resizeAnimation(environment: ["TRELLIS_WINDOW_ANIMATION": "0"]) == nil)
        #expect(spec.resizeAnimation(environment: ["TRELLIS_WINDOW_ANIMATION": "0.4"]) == .easeInOut(duration: 0.4))
        let plain = Scenes.windows(of: WindowGroup { Text("x") })[0]
        #expect(plain.resizeAnimation == .easeInOut(duration: 0.25))
    }
}

/// `.transaction` and `.animation(nil, value:)` switch animation off for
/// their subtree.
@Suite("Transactions")
@MainActor
struct TransactionModifierTests {
    private struct Box: View {
        let disable: Int   // 0: nothing, 1: .transaction, 2: .animation(nil, value:)
        @State var right = false

        var body: some View {
            VStack(spacing: 0) {
                content
                Button("go") { withAnimation(.linear(duration: 1)) { right.toggle() } }
            }
        }

        @ViewBuilder private var content: some View {
            let square = Color.red.frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, alignment: right ? .trailing : .leading)
            switch disable {
            case 1: square.transaction { $0.animation = nil }
            case 2: square.animation(nil, value: right)
            default: square
            }
        }
    }

    @Test(arguments: [0, 1, 2])
    func animationIsOffOnlyWhereTheModifierSaysSo(disable: Int) {
        let host = TestHost(Box(disable: disable), width: 110, height: 100)
        host.click(text: "go")
        host.advance(by: 0.5)
        let x = host.nodes(kind: "Color")[0].presentedRect.minX
        #expect(x == (disable == 0 ? 50 : 100))
    }
}
