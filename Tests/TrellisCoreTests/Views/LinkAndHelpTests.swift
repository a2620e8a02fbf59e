import Foundation
import Testing
@testable import TrellisCore

@MainActor
struct LinkAndHelpTests {
    @Test func aLinkOpensItsDestinationWithOpenURLAndIsDrawnInTheTint() {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let action = OpenURLAction { url in opened.urls.append(url); return .handled }
        let url = URL(string: "https://swift.org")!
        let host = TestHost(VStack { Link("Swift", destination: url); Link(destination: url) { Text("Other") }.tint(.green) }
            .environment(\.openURL, action), width: 200, height: 100)
        host.click(text: "Swift")
        host.click(text: "Other")
        #expect(opened.urls == [url, url])
        let colors = host.host.displayList().items.compactMap { item -> RGBAColor? in
            if case .text(_, _, _, let color) = item { color } else { nil }
        }
        #expect(colors == [Color.accentColor.resolved(in: EnvironmentValues()), SystemPalette.color(.green, in: .light)])
    }

    @Test func aTooltipOpensAfterRestingAndClosesOnExitOrPress() {
        let host = TestHost(VStack(spacing: 20) {
            Text("Hover me").help("Explains things")
            Button("Plain") {}
        }, width: 300, height: 200)
        let tooltips = host.host.tooltips
        let target = host.frame(text: "Hover me")!
        // Nothing hovered: nothing scheduled.
        host.host.handle(.pointerMoved(CGPoint(x: 1, y: 1)))
        #expect(!tooltips.isPending)
        host.host.handle(.pointerMoved(CGPoint(x: target.midX, y: target.midY)))
        #expect(tooltips.isPending)
        #expect(host.host.popups.isEmpty)
        tooltips.show(host: host.host)  // the scheduled wake-up
        let request = try! #require(host.host.popups.requests.first)
        #expect(request.role == "tooltip")
        #expect(request.anchor.minY == target.midY)
        // A tooltip takes no clicks: the button still works, and the press closes it.
        #expect(!host.host.popups.hasMenu(above: 0))
        host.host.handle(.buttonDown(CGPoint(x: target.midX, y: target.midY), .primary))
        #expect(host.host.popups.isEmpty)
        tooltips.show(host: host.host)
        #expect(host.host.popups.isEmpty)  // not again until the pointer leaves
        host.host.handle(.buttonUp(CGPoint(x: target.midX, y: target.midY), .primary))

        // Leaving the view closes an open tooltip and cancels a pending one.
        host.host.handle(.pointerMoved(CGPoint(x: 1, y: 1)))
        host.host.handle(.pointerMoved(CGPoint(x: target.midX, y: target.midY)))
        tooltips.show(host: host.host)
        #expect(host.host.popups.requests.count == 1)
        host.host.handle(.pointerExited)
        #expect(host.host.popups.isEmpty)
        #expect(!tooltips.isPending)

        // The tooltip's window shows the text.
        host.host.handle(.pointerMoved(CGPoint(x: target.midX, y: target.midY)))
        tooltips.show(host: host.host)
        let popup = host.host.makePopupHost(for: host.host.popups.requests[0])
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        #expect(popup.inspectionNodes().contains { $0.text == "Explains things" })
    }
}
