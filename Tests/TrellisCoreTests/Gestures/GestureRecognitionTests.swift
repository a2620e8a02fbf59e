import Testing
@testable import TrellisCore

/// Gestures recognised from synthetic pointer streams on the virtual
/// clock: taps and multi-taps, long presses, drags with their values and
/// `@GestureState`, composition, which of nested gestures wins, hover and
/// context menus.
@Suite("Gesture recognition")
@MainActor
struct GestureRecognitionTests {
    final class Log { var entries: [String] = [] }

    private func down(_ host: TestHost, _ x: CGFloat, _ y: CGFloat) { host.host.handle(.buttonDown(CGPoint(x: x, y: y), .primary)) }
    private func move(_ host: TestHost, _ x: CGFloat, _ y: CGFloat) { host.host.handle(.pointerMoved(CGPoint(x: x, y: y))) }
    private func up(_ host: TestHost, _ x: CGFloat, _ y: CGFloat) {
        host.host.handle(.buttonUp(CGPoint(x: x, y: y), .primary))
        _ = host.host.update()
    }

    private func box(_ log: Log) -> some View {
        Color.red.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @Test func aTapOnTheViewRunsTheActionAndATapBesideItDoesNot() {
        let log = Log()
        let host = TestHost(Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("tap") }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 300, height: 300)
        host.click(CGPoint(x: 50, y: 50))
        host.click(CGPoint(x: 150, y: 50))
        #expect(log.entries == ["tap"])
        // A press that wanders off is no tap.
        down(host, 20, 20); move(host, 60, 20); up(host, 60, 20)
        #expect(log.entries == ["tap"])
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let log = Log()
        let host = TestHost(Color.red.frame(width: 100, height: 100).onTapGesture(count: 2) { log.entries.append("double") },
                            width: 100, height: 100)
        host.click(CGPoint(x: 50, y: 50))
        host.advance(by: 0.2)
        host.click(CGPoint(x: 52, y: 50))
        #expect(log.entries == ["double"])
        host.click(CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        host.click(CGPoint(x: 50, y: 50))
        #expect(log.entries == ["double"])
    }

    @Test func aSpatialTapTellsTheLocationInTheAskedSpace() {
        let log = Log()
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 30)
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { location in log.entries.append("local \(location.x),\(location.y)") }
                .onTapGesture(coordinateSpace: .named("top")) { location in log.entries.append("named \(location.y)") }
        }.coordinateSpace(name: "top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            width: 200, height: 200)
        host.click(CGPoint(x: 10, y: 40))
        // The inner tap wins over the outer one of the same priority.
        #expect(log.entries == ["local 10.0,10.0"])
        // Alone, the outer one tells the location in the named space.
        log.entries.removeAll()
        let named = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 30)
            Color.red.frame(width: 100, height: 100)
                .onTapGesture(coordinateSpace: .named("top")) { location in log.entries.append("named \(location.y)") }
        }.coordinateSpace(name: "top").padding(5).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                             width: 200, height: 200)
        named.click(CGPoint(x: 10, y: 40))
        #expect(log.entries == ["named 35.0"])
    }

    @Test func aLongPressEndsWhileHeldAndAShortOneDoesNot() {
        let log = Log()
        let host = TestHost(Color.red.onLongPressGesture(minimumDuration: 0.5) { log.entries.append("long") }
            onPressingChanged: { log.entries.append("pressing \($0)") }, width: 100, height: 100)
        down(host, 50, 50)
        host.advance(by: 0.3)
        #expect(log.entries == ["pressing true"])
        // The host keeps the clock running while a press waits.
        #expect(host.host.isAnimating)
        host.advance(by: 0.3)
        #expect(log.entries == ["pressing true", "long", "pressing false"])
        up(host, 50, 50)
        log.entries.removeAll()
        down(host, 50, 50); host.advance(by: 0.2); up(host, 50, 50); host.advance(by: 1)
        #expect(log.entries == ["pressing true", "pressing false"])
        #expect(!host.host.isAnimating)
    }

    @Test func aDragReportsTranslationVelocityAndItsEnd() {
        let log = Log()
        let host = TestHost(Color.red.gesture(DragGesture()
            .onChanged { log.entries.append("changed \($0.translation.width) from \($0.startLocation.x)") }
            .onEnded { value in
                let (v, p) = (value.velocity.width.rounded(), value.predictedEndTranslation.width.rounded())
                log.entries.append("ended \(value.translation.width) v \(v) p \(p)")
            }),
                            width: 200, height: 100)
        down(host, 20, 50)
        host.clock.advance(by: 0.05); move(host, 25, 50)
        #expect(log.entries.isEmpty) // 5 points: under the minimum distance of 10
        host.clock.advance(by: 0.05); move(host, 40, 50)
        host.clock.advance(by: 0.05); move(host, 60, 50)
        up(host, 60, 50)
        // The samples of the last 0.1 s: 40 at 0.10 and 60 at 0.15 (the one at
        // 0.05 is just outside), 400 points a second; predicted 0.25 s ahead.
        #expect(log.entries == ["changed 20.0 from 20.0", "changed 40.0 from 20.0", "ended 40.0 v 400.0 p 140.0"])
    }

    @Test func gestureStateFollowsTheDragAndReturnsAfterIt() {
        let host = TestHost(Dragger(), width: 300, height: 300)
        down(host, 50, 50); move(host, 80, 70)
        #expect(host.node(text: "30.0,20.0") != nil)
        move(host, 90, 90)
        #expect(host.node(text: "40.0,40.0") != nil)
        up(host, 90, 90)
        #expect(host.node(text: "0.0,0.0") != nil)
        #expect(host.node(text: "total 40.0") != nil)
    }

    @Test func theInnerGestureWinsUnlessTheOuterIsHighPriorityOrSimultaneous() {
        let log = Log()
        func make(_ attach: (AnyView) -> AnyView) -> TestHost {
            TestHost(attach(AnyView(Color.red.frame(width: 50, height: 50).onTapGesture { log.entries.append("inner") }
                .frame(width: 100, height: 100))), width: 100, height: 100)
        }
        let plain = make { AnyView($0.onTapGesture { log.entries.append("outer") }) }
        plain.click(CGPoint(x: 50, y: 50))
        #expect(log.entries == ["inner"])
        log.entries.removeAll()
        let high = make { AnyView($0.highPriorityGesture(TapGesture().onEnded { log.entries.append("outer") })) }
        high.click(CGPoint(x: 50, y: 50))
        #expect(log.entries == ["outer"])
        log.entries.removeAll()
        let both = make { AnyView($0.simultaneousGesture(TapGesture().onEnded { log.entries.append("outer") })) }
        both.click(CGPoint(x: 50, y: 50))
        #expect(Set(log.entries) == ["inner", "outer"])
        log.entries.removeAll()
        // A drag on the outer view takes over from the inner tap once the pointer moves.
        let drag = make { AnyView($0.gesture(DragGesture().onEnded { _ in log.entries.append("dragged") })) }
        down(drag, 50, 50); move(drag, 50, 80); up(drag, 50, 80)
        #expect(log.entries == ["dragged"])
    }

    @Test func aButtonInsideAViewWithAGestureIsPressedAsAButton() {
        let log = Log()
        let host = TestHost(VStack {
            Button("Go") { log.entries.append("button") }
            Color.red.frame(width: 50, height: 50)
        }.onTapGesture { log.entries.append("tap") }, width: 200, height: 200)
        host.click(text: "Go")
        let red = host.nodes(kind: "Frame").first { $0.rect.width == 50 }!.rect
        host.click(CGPoint(x: red.midX, y: red.midY))
        #expect(log.entries == ["button", "tap"])
    }

    @Test func exclusivelyTellsADoubleTapFromASingleOne() {
        let log = Log()
        let host = TestHost(Color.red.gesture(TapGesture(count: 2).onEnded { log.entries.append("double") }
            .exclusively(before: TapGesture().onEnded { log.entries.append("single") })), width: 100, height: 100)
        host.click(CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty) // still might be a double tap
        host.advance(by: 0.5)
        #expect(log.entries == ["single"])
        host.click(CGPoint(x: 50, y: 50)); host.advance(by: 0.1); host.click(CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(log.entries == ["single", "double"])
    }

    @Test func aSingleTapWaitsForADoubleTapOnTheSameViewToFail() {
        let log = Log()
        let host = TestHost(Color.red.onTapGesture(count: 2) { log.entries.append("double") }
            .onTapGesture { log.entries.append("single") }, width: 100, height: 100)
        host.click(CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.5)
        #expect(log.entries == ["single"])
        host.click(CGPoint(x: 50, y: 50)); host.advance(by: 0.1); host.click(CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(log.entries == ["single", "double"])
    }

    @Test func aLongPressSequencedBeforeADragDragsOnlyAfterThePress() {
        let log = Log()
        let host = TestHost(Color.red.gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first: log.entries.append("pressing")
                case .second(_, let drag): log.entries.append("second \(drag?.translation.width ?? -1)")
                }
            }), width: 200, height: 100)
        down(host, 20, 20)
        host.advance(by: 0.4)
        move(host, 50, 20)
        #expect(log.entries == ["pressing", "second -1.0", "second 0.0", "second 30.0"])
    }

    @Test func magnifyAndRotateCompileAndLeaveThePointerToOthers() {
        let log = Log()
        let host = TestHost(Color.red.gesture(MagnifyGesture().onChanged { _ in log.entries.append("magnify") })
            .simultaneousGesture(RotateGesture().onEnded { _ in log.entries.append("rotate") })
            .onTapGesture { log.entries.append("tap") }, width: 100, height: 100)
        host.click(CGPoint(x: 50, y: 50))
        #expect(log.entries == ["tap"])
    }

    @Test func hoverActionsHearEnteringMovingAndLeaving() {
        let log = Log()
        let host = TestHost(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).onHover { log.entries.append("hover \($0)") }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): log.entries.append("at \(point.x),\(point.y)")
                    case .ended: log.entries.append("ended")
                    }
                }
            Color.blue.frame(width: 100, height: 50)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 200, height: 200)
        move(host, 10, 10)
        move(host, 20, 10)
        move(host, 20, 70)
        host.host.handle(.pointerExited)
        #expect(log.entries == ["hover true", "at 10.0,10.0", "at 20.0,10.0", "hover false", "ended"])
    }

    @Test func aRightClickOpensTheContextMenuAtThePointer() {
        let log = Log()
        let host = TestHost(Color.red.contextMenu {
            Button("Copy") { log.entries.append("copy") }
        }, width: 200, height: 200)
        host.host.handle(.buttonDown(CGPoint(x: 30, y: 40), .secondary))
        #expect(host.host.popups.requests.count == 1)
        #expect(host.host.popups.requests.first?.anchor == CGRect(x: 30, y: 40, width: 0, height: 0))
        // Its window works like a menu's: the keyboard picks the item.
        let request = host.host.popups.requests[0]
        let menu = host.host.makePopupHost(for: request)
        menu.resize(to: menu.sizeThatFits(.unspecified))
        _ = menu.update()
        menu.handle(.keyDown(.downArrow))
        menu.handle(.keyDown(.return))
        #expect(log.entries == ["copy"])
        #expect(host.host.popups.requests.isEmpty)
    }
}

private struct Dragger: View {
    @GestureState private var offset = CGSize.zero
    @State private var total: CGFloat = 0
    var body: some View {
        VStack {
            Text("\(offset.width),\(offset.height)")
            Text("total \(total)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .gesture(DragGesture()
            .updating($offset) { value, state, _ in state = value.translation }
            .onEnded { total += $0.translation.width })
    }
}
