import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisX11
import XvfbSupport

/// The modern scroll vocabulary in a real window, scrolled with xdotool's
/// wheel clicks: `scrollPosition(id:)` follows, `.paging` settles on
/// whole pages, `scrollTransition` fades the rows at the edges.
@Suite("Scroll vocabulary on X11", .serialized)
@MainActor
struct ScrollVocabularyX11Tests {
    @Test func theWheelMovesTheBoundIDAndPagingSnaps() throws {
        try X11TestSession.with { session in
            var leading: Int?
            let loop = X11Application.makeLoop(connection: session.connection, title: "Scroll", inspection: nil) { measurer, clock in
                ViewHost(rootView: HStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(width: 150, height: 20) } }
                            .scrollTargetLayout()
                    }
                    .scrollPosition(id: Binding(get: { leading }, set: { leading = $0 }))
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<10, id: \.self) { Color(white: Double($0) / 10).frame(width: 150, height: 60) } }
                    }
                    .scrollTargetBehavior(.paging)
                }.frame(width: 300, height: 160), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let tool = XDoTool(display: session.server.display)

            // Each notch is 40 points: two leave rows 0–3 above, row 4 leads.
            try tool.click(window: loop.window.id, x: 70, y: 80, button: 5)
            try tool.click(window: loop.window.id, x: 70, y: 80, button: 5)
            #expect(EventLoopStepping.step(loop) { leading == 4 })
            try tool.click(window: loop.window.id, x: 70, y: 80, button: 4)
            #expect(EventLoopStepping.step(loop) { leading == 2 })

            @MainActor func pager() -> ViewNode? { HitTester.scrollViews(at: CGPoint(x: 225, y: 80), in: loop.host.root).last }
            // One notch on the pager is one page (the view's 160 points), reached by a glide.
            try tool.click(window: loop.window.id, x: 225, y: 80, button: 5)
            #expect(EventLoopStepping.step(loop) { pager()?.interaction.scrollOffset.y == 160 })
            #expect(EventLoopStepping.step(loop) { pager()?.subviewNodes.first?.presentedFrame.minY == -160 },
                    "the content glides to the page and stops there")
        }
    }

    @Test func aScrollTransitionFadesTheRowsAtTheEdges() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Transition", inspection: nil) { measurer, clock in
                ViewHost(rootView: ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<12, id: \.self) { index in
                            Text("Item \(index)").frame(width: 300, height: 50).background(Color.blue)
                                .scrollTransition { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.8)
                                }
                        }
                    }
                }.frame(width: 300, height: 200).background(Color.white), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let tool = XDoTool(display: session.server.display)
            try tool.click(window: loop.window.id, x: 150, y: 100, button: 5)
            @MainActor func offset() -> CGFloat? { HitTester.scrollViews(at: CGPoint(x: 150, y: 100), in: loop.host.root).last?.interaction.scrollOffset.y }
            #expect(EventLoopStepping.step(loop) { offset() == 40 })
            let shot = try session.capture(loop.window)
            // Row 1 (10…60) shows whole: full blue. Row 4 (160…210) shows 40
            // of 50 points: past the half-visible threshold, whole too. Row 0
            // (-40…10) shows a fifth: faded toward white and drawn smaller.
            let full = shot[40, 35], faded = shot[40, 5]
            #expect(full != faded)
            #expect(full.b > 0xC0 && full.r < 0x40, "row 1 is solid blue: \(full)")
            #expect(faded.r > 0x60 && faded.b > 0xC0, "row 0 is blue faded over white: \(faded)")
            if let path = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOT"], !path.isEmpty {
                let importer = try ChildProcess(["import", "-window", "root", path], environment: ["DISPLAY": session.server.display])
                #expect(importer.wait(timeout: 20) == 0)
            }
        }
    }
}
