import Testing
@testable import TrellisCore

/// `interactiveDismissDisabled`: Escape (and the backend's close button,
/// which asks `allowsInteractiveDismiss`) leave such a sheet open; its own
/// buttons still close it.
@Suite("Interactive dismiss")
@MainActor
struct InteractiveDismissTests {
    struct Presenter: View {
        @State var isPresented = true
        let locked: Bool
        var body: some View {
            Text(isPresented ? "shown" : "gone")
                .sheet(isPresented: $isPresented) {
                    VStack {
                        Text("Unsaved changes")
                        Button("Done") { isPresented = false }
                    }.interactiveDismissDisabled(locked)
                }
        }
    }

    private func dialogHost(of host: TestHost) -> TestHost? {
        guard let request = host.host.dialogs.requests.first else { return nil }
        return TestHost(host: host.host.makeDialogHost(for: request), clock: host.clock, measurer: host.measurer)
    }

    @Test func escapeClosesAnOrdinarySheetButNotALockedOne() throws {
        for locked in [false, true] {
            let host = TestHost(Presenter(locked: locked))
            let sheet = try #require(dialogHost(of: host))
            #expect(sheet.host.allowsInteractiveDismiss == !locked)
            sheet.press(.escape)
            #expect(host.host.dialogs.requests.isEmpty == !locked)
            #expect(host.node(text: locked ? "shown" : "gone") != nil)
        }
    }

    @Test func theSheetsOwnButtonStillClosesALockedSheet() throws {
        let host = TestHost(Presenter(locked: true))
        let sheet = try #require(dialogHost(of: host))
        sheet.click(text: "Done")
        _ = host.host.update()
        #expect(host.host.dialogs.requests.isEmpty)
        #expect(host.node(text: "gone") != nil)
    }

    @Test func anInnerFalseReenablesAndAHiddenBranchDoesNotCount() {
        let inner = TestHost(VStack { Text("a").interactiveDismissDisabled(false) }.interactiveDismissDisabled())
        #expect(inner.host.allowsInteractiveDismiss)
        let sibling = TestHost(VStack { Text("a"); Text("b").interactiveDismissDisabled() })
        #expect(!sibling.host.allowsInteractiveDismiss)
        let fits = TestHost(ViewThatFits { Text("short"); Text("long").interactiveDismissDisabled() }, width: 300)
        #expect(fits.host.allowsInteractiveDismiss)
    }
}

extension InteractiveDismissTests {
    struct PopoverPresenter: View {
        @State var shown = true
        let locked: Bool
        var body: some View {
            VStack(spacing: 0) {
                Text(shown ? "open" : "closed")
                Button("Anchor") {}
                    .popover(isPresented: $shown) {
                        VStack {
                            Text("Editing")
                            Button("Close") { shown = false }
                        }.interactiveDismissDisabled(locked)
                    }
                Spacer()
            }
        }
    }

    /// A click outside and Escape close an ordinary popover, not a locked
    /// one; its own button (its binding) still closes it.
    @Test func aLockedPopoverStaysOnAClickOutsideAndOnEscape() throws {
        for locked in [false, true] {
            let host = TestHost(PopoverPresenter(locked: locked), width: 300, height: 200)
            let request = try #require(host.host.popups.requests.first)
            let popup = host.host.makePopupHost(for: request)
            popup.resize(to: popup.sizeThatFits(.unspecified))
            _ = popup.update()
            host.click(CGPoint(x: 290, y: 190))
            #expect(host.host.popups.requests.isEmpty == !locked)
            #expect(host.node(text: locked ? "open" : "closed") != nil)
            guard locked else { continue }
            popup.handle(.keyDown(.escape))
            #expect(host.host.popups.requests.count == 1)
            let close = try #require(popup.inspectionNodes().first { $0.text == "Close" })
            popup.handle(.buttonDown(CGPoint(x: close.frame[0] + 2, y: close.frame[1] + 2), .primary))
            popup.handle(.buttonUp(CGPoint(x: close.frame[0] + 2, y: close.frame[1] + 2), .primary))
            _ = host.host.update()
            #expect(host.host.popups.requests.isEmpty)
            #expect(host.node(text: "closed") != nil)
        }
    }
}
