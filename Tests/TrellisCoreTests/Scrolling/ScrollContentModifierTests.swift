import Testing
@testable import TrellisCore

/// `contentMargins`, `scrollClipDisabled`, `scrollContentBackground` and
/// `defaultScrollAnchor(_:for:)`.
@Suite("Scroll content modifiers")
@MainActor
struct ScrollContentModifierTests {
    private func rows(_ count: Int = 50) -> some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 20) } } }
    }

    private func content(_ host: TestHost) -> CGRect { host.nodes(kind: "VStack")[0].rect }

    private func wheel(_ host: TestHost, _ dy: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: dy)))
        _ = host.host.update()
    }

    @Test func contentMarginsInsetTheContentWhichStillScrollsUnderThem() {
        let host = TestHost(rows().contentMargins(20), width: 300, height: 200)
        // Across the scrolled axis the content is narrower; along it, it starts inset.
        #expect(content(host) == CGRect(x: 20, y: 20, width: 260, height: 1000))
        wheel(host, 10_000)
        #expect(content(host).maxY == 180)
    }

    @Test func marginsOnSomeEdgesAndTheLastOneSetWins() {
        let host = TestHost(rows().contentMargins(.top, 30).contentMargins(.top, 5, for: .scrollContent)
            .contentMargins(.horizontal, 10, for: .scrollIndicators), width: 300, height: 200)
        // The innermost modifier (nearest the scroll view) wins on its edge.
        #expect(content(host) == CGRect(x: 0, y: 30, width: 300, height: 1000))
    }

    @Test func indicatorMarginsMoveTheBarButNotTheContent() {
        let plain = TestHost(rows(), width: 300, height: 200)
        let inset = TestHost(rows().contentMargins(.vertical, 30, for: .scrollIndicators), width: 300, height: 200)
        #expect(content(inset) == content(plain))
        let thumb = { (host: TestHost) -> CGRect? in
            host.host.displayList().items.compactMap { item -> CGRect? in
                if case .fill(let path, _) = item { return path.boundingRect }
                return nil
            }.last
        }
        #expect(thumb(plain)?.minY == 2)
        #expect(thumb(inset)?.minY == 32)
    }

    @Test func clippingCanBeTurnedOff() {
        func clips(_ host: TestHost) -> Int {
            host.host.displayList().items.filter { if case .pushClip = $0 { true } else { false } }.count
        }
        let clipped = TestHost(rows(), width: 300, height: 200)
        let unclipped = TestHost(rows().scrollClipDisabled(), width: 300, height: 200)
        #expect(clips(clipped) == clips(unclipped) + 1)
    }

    @Test func contentDrawnPastAnUnclippedScrollViewCanBeClicked() {
        var taps = 0
        func window(clipped: Bool) -> some View {
            ScrollView { Button("Tap") { taps += 1 }.buttonStyle(.plain).frame(width: 300, height: 20).padding(.top, -30) }
                .scrollClipDisabled(!clipped)
                .frame(height: 100).padding(.top, 50)
        }
        let clipped = TestHost(window(clipped: true), width: 300, height: 200)
        clipped.click(CGPoint(x: 150, y: 55))
        #expect(taps == 0)
        let unclipped = TestHost(window(clipped: false), width: 300, height: 200)
        unclipped.click(CGPoint(x: 150, y: 55))
        #expect(taps == 1)
    }

    @Test func aHiddenContentBackgroundLetsTheBackgroundShow() {
        func fills(_ host: TestHost) -> [RGBAColor] {
            host.host.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
        }
        let listed = TestHost(List { Text("A") }.background(Color.red), width: 300, height: 200)
        let hidden = TestHost(List { Text("A") }.scrollContentBackground(.hidden).background(Color.red), width: 300, height: 200)
        #expect(fills(listed).count == fills(hidden).count + 1)
        #expect(fills(hidden).first == Color.red.resolved(in: EnvironmentValues()))
        let editor = TestHost(TextEditor(text: .constant("x")), width: 300, height: 200)
        let bare = TestHost(TextEditor(text: .constant("x")).scrollContentBackground(.hidden), width: 300, height: 200)
        #expect(fills(editor).count == fills(bare).count + 1)
    }

    @Test func anchorRolesApartFromEachOther() {
        // Starts at the end, but short content still sits at the top.
        let long = TestHost(rows().defaultScrollAnchor(.bottom, for: .initialOffset), width: 300, height: 200)
        #expect(content(long).maxY == 200)
        let short = TestHost(rows(3).defaultScrollAnchor(.bottom, for: .initialOffset), width: 300, height: 200)
        #expect(content(short).minY == 0)
        let aligned = TestHost(rows(3).defaultScrollAnchor(.bottom, for: .alignment), width: 300, height: 200)
        #expect(content(aligned).maxY == 200)
        let alignedLong = TestHost(rows().defaultScrollAnchor(.bottom, for: .alignment), width: 300, height: 200)
        #expect(content(alignedLong).minY == 0)
    }

    @Test func badMarginsAreIgnored() {
        let host = TestHost(rows().contentMargins(.all, .nan).contentMargins(.top, .infinity), width: 300, height: 200)
        #expect(content(host) == CGRect(x: 0, y: 0, width: 300, height: 1000))
    }
}
