import Testing
@testable import DropdownsApp
@testable import TrellisCore

/// The dropdown seed's panel driven headlessly: the main window's host and
/// a host per popup, created the way a backend does.
@Suite("Menus")
@MainActor
struct MenuTests {
    private func panel(width: CGFloat = 446) -> TestHost {
        TestHost(DropdownPanel(), width: width, height: 240)
    }

    /// The host of the topmost popup, as a backend would open it.
    private func openPopup(_ host: TestHost) -> ViewHost? {
        guard let request = host.host.popups.requests.last else { return nil }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        return popup
    }

    private func click(_ popup: ViewHost, text: String) {
        guard let node = popup.inspectionNodes().first(where: { $0.text == text }) else { return }
        let point = CGPoint(x: node.frame[0] + node.frame[2] / 2, y: node.frame[1] + node.frame[3] / 2)
        popup.handle(.pointerMoved(point))
        popup.handle(.buttonDown(point, .primary))
        popup.handle(.buttonUp(point, .primary))
    }

    @Test func clickingAMenuOpensAPopupBelowItWithItsOptions() {
        let host = panel()
        host.click(text: "Pattern: Solid")
        let requests = host.host.popups.requests
        #expect(requests.count == 1)
        let control = host.nodes(kind: "Menu")[1].rect
        #expect(requests.first?.anchor == control)
        #expect(requests.first?.placement == .below)
        let popup = openPopup(host)
        let texts = popup?.inspectionNodes().compactMap(\.text)
        #expect(texts == ["Solid", "Alternating diagonal lines"])
        // At least as wide as the control it opens from.
        #expect((popup?.size.width ?? 0) >= control.width)
    }
}

extension MenuTests {
    @Test func choosingALongerOptionRewrapsWithTheSeedsAnimation() {
        // Just wide enough for the three short labels on one row (20-point
        // padding each side, 8-point gaps).
        let widths = TestHost(DropdownPanel(), width: 2000, height: 240).nodes(kind: "Menu").map(\.rect.width)
        let host = panel(width: widths.reduce(0, +) + 16 + 40 + 4)
        host.click(text: "Pattern: Solid")
        guard let popup = openPopup(host) else { Issue.record("no popup"); return }
        let arrangementBefore = host.presented(text: "Arrangement: Rows")!
        #expect(arrangementBefore.minY == host.presented(text: "Shape: Circle")!.minY)
        let hintBefore = host.presented(text: "Choose a longer option, then narrow the window.")!
        click(popup, text: "Alternating diagonal lines")
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        let target = host.frame(text: "Arrangement: Rows")!
        #expect(target.minY > arrangementBefore.minY)    // wrapped to the second row
        #expect(host.node(text: "Pattern: Alternating diagonal lines") != nil)
        host.advance(by: 0.125)
        let middle = host.presented(text: "Arrangement: Rows")!
        #expect(middle.minY > arrangementBefore.minY && middle.minY < target.minY)
        host.advance(by: 0.125)
        #expect(host.presented(text: "Arrangement: Rows") == target)
        // The hint below moved down to make room (outside the animated
        // subtree, it moves at once, as in SwiftUI).
        #expect(host.frame(text: "Choose a longer option, then narrow the window.")!.minY > hintBefore.minY)
    }
}

extension MenuTests {
    @Test func escapeAndClickOutsideCloseWithoutChoosing() {
        let host = panel()
        host.click(text: "Pattern: Solid")
        let popup = openPopup(host)!
        popup.handle(.keyDown(.escape))
        #expect(host.host.popups.requests.isEmpty)
        host.click(text: "Pattern: Solid")
        let again = openPopup(host)!
        // The grab delivers a click outside the popup's bounds to it.
        again.handle(.buttonDown(CGPoint(x: -50, y: 300), .primary))
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        #expect(host.node(text: "Pattern: Solid") != nil)
    }

    @Test func clickingTheControlAgainClosesTheMenu() {
        let host = panel()
        host.click(text: "Pattern: Solid")
        #expect(host.host.popups.requests.count == 1)
        host.click(text: "Pattern: Solid")
        #expect(host.host.popups.requests.isEmpty)
    }

    @Test func keyboardMovesTheSelectionAndReturnChooses() {
        let host = panel()
        host.click(text: "Pattern: Solid")
        let popup = openPopup(host)!
        popup.handle(.keyDown(.downArrow))   // Solid
        popup.handle(.keyDown(.downArrow))   // Alternating diagonal lines
        popup.handle(.keyDown(.downArrow))   // stays on the last item
        popup.handle(.keyDown(.return))
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        #expect(host.node(text: "Pattern: Alternating diagonal lines") != nil)
    }

    @Test func nestedMenusOpenAsSubmenusAndDisabledItemsDoNothing() {
        struct Nested: View {
            @State var chosen = "none"
            var body: some View {
                VStack {
                    Text("chosen: \(chosen)")
                    Menu("File") {
                        Button("New") { chosen = "new" }
                        Button("Locked") { chosen = "locked" }.disabled(true)
                        Menu("Recent") {
                            Button("Report") { chosen = "report" }
                        }
                    }
                }
            }
        }
        let host = TestHost(Nested(), width: 300, height: 200)
        host.click(text: "File")
        let menu = openPopup(host)!
        click(menu, text: "Locked")
        #expect(host.host.popups.requests.count == 1)      // disabled: nothing happens
        // Resting on the submenu row opens the submenu beside it.
        let row = menu.inspectionNodes().first { $0.text == "Recent" }!
        menu.handle(.pointerMoved(CGPoint(x: row.frame[0] + 5, y: row.frame[1] + 5)))
        #expect(host.host.popups.requests.count == 2)
        #expect(host.host.popups.requests.last?.placement == .trailing)
        let submenu = openPopup(host)!
        click(submenu, text: "Report")
        #expect(host.host.popups.requests.isEmpty)
        _ = host.host.update()
        #expect(host.node(text: "chosen: report") != nil)
    }
}

/// The seed's worked example and table for `WrappingControls`, with fixed
/// control sizes.
@Suite("WrappingControls (dropdown seed)")
@MainActor
struct WrappingControlsTests {
    private func rows(_ widths: [CGFloat], heights: [CGFloat]? = nil, width: CGFloat?) -> (size: CGSize, frames: [CGRect]) {
        let view = WrappingControls(spacing: 8) {
            ForEach(Array(widths.enumerated()), id: \.offset) { index, w in
                Color.blue.frame(width: w, height: heights?[index] ?? 24)
            }
        }
        let host = TestHost(view.frame(width: width), width: 1000, height: 400)
        if width == nil {
            return (host.host.sizeThatFits(.unspecified), [])
        }
        let frames = host.nodes(kind: "Frame").dropFirst().map(\.rect)
        let container = host.nodes(kind: "WrappingControls")[0].rect
        return (container.size, frames.map { $0.offsetBy(dx: -container.minX, dy: -container.minY) })
    }

    @Test func workedExample() {
        let narrow = rows([80, 100, 90], width: 300)
        #expect(narrow.size == CGSize(width: 300, height: 24))
        #expect(narrow.frames.map(\.maxX).last == 286)
        let grown = rows([80, 150, 90], width: 300)
        #expect(grown.size.height == 56)
        #expect(grown.frames[2].origin == CGPoint(x: 0, y: 32))
    }

    @Test func exactFitStaysOnTheRowAndTheNextControlWraps() {
        #expect(rows([100, 100, 84], width: 300).size.height == 24)   // 100+8+100+8+84 = 300
        #expect(rows([100, 100, 85], width: 300).size.height == 56)
    }

    @Test func mixedHeightsTakeTheTallestAndOversizedSitsAlone() {
        let mixed = rows([80, 100, 90], heights: [24, 40, 24], width: 300)
        #expect(mixed.size.height == 40)
        let oversized = rows([80, 400, 90], width: 300)
        #expect(oversized.size.width == 400)
        #expect(oversized.frames[1].origin == CGPoint(x: 0, y: 32))
        #expect(oversized.frames[2].origin == CGPoint(x: 0, y: 64))
    }

    @Test func unspecifiedWidthIsOneRowAndNoControlsIsZero() {
        #expect(rows([80, 100, 90], width: nil).size == CGSize(width: 286, height: 24))
        let empty = TestHost(WrappingControls(spacing: 8) {}).host.sizeThatFits(ProposedViewSize(width: 300, height: nil))
        #expect(empty == .zero)
        let infinite = TestHost(WrappingControls(spacing: 8) { Color.red.frame(width: 50, height: 10) })
            .host.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
        #expect(infinite == CGSize(width: 50, height: 10))
    }
}

extension MenuTests {
    @Test func dividersSeparateItemsAndAreNotChoosable() {
        struct WithDivider: View {
            @State var chosen = "none"
            var body: some View {
                VStack {
                    Text("chosen: \(chosen)")
                    Menu("Edit") {
                        Button("Cut") { chosen = "cut" }
                        Divider()
                        Button("Paste") { chosen = "paste" }
                    }
                }
            }
        }
        let host = TestHost(WithDivider(), width: 300, height: 200)
        host.click(text: "Edit")
        let menu = openPopup(host)!
        let nodes = menu.inspectionNodes()
        let cut = nodes.first { $0.text == "Cut" }!.frame, paste = nodes.first { $0.text == "Paste" }!.frame
        let divider = nodes.first { $0.kind == "Divider" }!.frame
        #expect(divider[3] == 1 && divider[1] > cut[1] && divider[1] < paste[1])
        // Down, Down skips the divider: Cut, then Paste.
        menu.handle(.keyDown(.downArrow))
        menu.handle(.keyDown(.downArrow))
        menu.handle(.keyDown(.return))
        _ = host.host.update()
        #expect(host.node(text: "chosen: paste") != nil)
    }
}
