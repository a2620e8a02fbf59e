import Testing
@testable import TrellisCore

@MainActor
struct DynamicTypeSizeTests {
    private func fontSizes(_ host: TestHost) -> [String: CGFloat] {
        var sizes: [String: CGFloat] = [:]
        for case .text(let string, _, let font, _) in host.host.displayList().items { sizes[string] = font.size }
        return sizes
    }

    @Test func textStylesScaleAndExplicitSizesDoNot() {
        let host = TestHost(VStack {
            Text("body")
            Text("title").font(.title)
            Text("fixed").font(.system(size: 13))
            Text("styled").font(.system(.headline, design: .monospaced))
        }.dynamicTypeSize(.xxxLarge), width: 400, height: 300)
        let sizes = fontSizes(host)
        #expect(sizes["body"] == 13 * (23 / 17 as CGFloat))
        #expect(sizes["title"] == 22 * (23 / 17 as CGFloat))
        #expect(sizes["fixed"] == 13)
        #expect(sizes["styled"] == 13 * (23 / 17 as CGFloat))
    }

    @Test func theDesktopsSizeReachesTheWindowAndARangeClampsIt() {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(String(describing: size))") }
        }
        let host = TestHost(VStack { Probe(); Probe().dynamicTypeSize(...DynamicTypeSize.large) })
        #expect(host.nodes(kind: "Text").map(\.text) == ["large", "large"])
        let before = host.frame(text: "large")!
        host.host.desktopAppearance = DesktopAppearance(dynamicTypeSize: .accessibility2)
        #expect(host.nodes(kind: "Text").map(\.text) == ["accessibility2", "large"])
        // Larger text, larger frame (the fixed-width measurer scales with the font).
        #expect(host.frame(text: "accessibility2")!.height > before.height)
    }

    @Test func clampingAndAccessibilitySizes() {
        #expect(DynamicTypeSize.clamp(.xSmall, to: DynamicTypeSize.medium...DynamicTypeSize.xLarge) == .medium)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
