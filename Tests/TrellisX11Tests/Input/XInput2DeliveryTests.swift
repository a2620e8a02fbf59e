import CX11
import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisX11
import XvfbSupport

/// XInput 2 on a real Xvfb (version 2.4): windows select their pointer
/// events through it, XTEST input (xdotool) then arrives as XI2 events
/// and no core events, and the event loop handles those: clicks, motion
/// and wheel notches. Scroll valuators themselves cannot be produced
/// here (see `XInput2ScrollTests`).
@Suite("XInput 2 delivery", .serialized)
@MainActor
struct XInput2DeliveryTests {
    @Test func windowsSelectPointerEventsThroughXInput2() throws {
        try X11TestSession.with { session in
            let xinput2 = try #require(session.connection.xinput2, "Xvfb has XInput 2.4")
            let (window, painter) = try session.makeWindow(width: 200, height: 100)
            defer { painter.release(); window.destroy() }
            #expect(xinput2.selectedEvents(on: window.id) == [XI_Motion, XI_ButtonPress, XI_ButtonRelease])
            #expect(xinput2.selectedEvents(on: session.connection.rootWindow) == [XI_HierarchyChanged, XI_DeviceChanged])

            // A real click arrives as XI2 press and release, none as core events.
            let tool = XDoTool(display: session.server.display)
            _ = try tool.run(["xdotool", "mousemove", "--window", "\(window.id)", "30", "40", "click", "1"])
            var kinds: [XInput2DeviceEvent.Kind] = []
            var coreButtons = 0
            var press: XInput2DeviceEvent?
            let display = session.connection.display
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !kinds.contains(.buttonRelease) {
                while XPending(display) > 0 {
                    var event = XEvent()
                    XNextEvent(display, &event)
                    if event.type == ButtonPress || event.type == ButtonRelease { coreButtons += 1 }
                    guard let (device, inputs) = xinput2.pointerEvent(&event, scale: 1), device.window == window.id else { continue }
                    kinds.append(device.kind)
                    if device.kind == .buttonPress {
                        press = device
                        #expect(inputs == [.buttonDown(CGPoint(x: 30, y: 40), .primary)])
                    }
                }
                var descriptor = pollfd(fd: session.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 50)
            }
            #expect(kinds.contains(.buttonPress) && kinds.contains(.buttonRelease))
            #expect(coreButtons == 0, "a window selecting XI2 presses gets them in that form only")
            #expect(press?.button == 1 && press?.isEmulated == false)
            #expect(press.map { xinput2.translator.scrolls.knowsDevice($0.sourceDevice) } == true,
                    "the source device's scroll classes were read (XTEST has none)")
        }
    }

    @Test func theEventLoopScrollsAndClicksThroughXInput2() throws {
        try X11TestSession.with { session in
            var clicks = 0
            let loop = X11Application.makeLoop(connection: session.connection, title: "XI2", inspection: nil) { measurer, clock in
                ViewHost(rootView: ScrollView {
                    VStack(spacing: 0) {
                        Button("Top") { clicks += 1 }.frame(height: 40)
                        ForEach(0..<20) { _ in Color.gray.frame(height: 40) }
                    }
                }.frame(width: 200, height: 160), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let tool = XDoTool(display: session.server.display)
            try tool.click(window: loop.window.id, x: 100, y: 20)
            #expect(EventLoopStepping.step(loop) { clicks == 1 }, "a click through XI2 presses the button")

            @MainActor func offset() -> CGFloat {
                HitTester.scrollViews(at: CGPoint(x: 100, y: 80), in: loop.host.root).last?.interaction.scrollOffset.y ?? -1
            }
            #expect(offset() == 0)
            // XTEST's wheel is buttons 4–7 with no valuators: one notch each, never twice.
            try tool.click(window: loop.window.id, x: 100, y: 80, button: 5)
            #expect(EventLoopStepping.step(loop) { offset() == 40 })
            try tool.click(window: loop.window.id, x: 100, y: 80, button: 5)
            #expect(EventLoopStepping.step(loop) { offset() == 80 })
            try tool.click(window: loop.window.id, x: 100, y: 80, button: 4)
            #expect(EventLoopStepping.step(loop) { offset() == 40 }, "a notch counted twice would have passed 40 → 120 → 80")
        }
    }
}
