import Testing
@testable import TrellisCore

private struct WidthsKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

private struct MaxKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct RunawayKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Preferences as SwiftUI passes them up: merged with `reduce` in view
/// order, read after layout by `onPreferenceChange` (between passes, in
/// the same frame), by preference layers with this pass's anchors, and
/// broken off when they change layout every pass.
@Suite("Preferences")
@MainActor
struct PreferenceTests {
    @Test func valuesAreReducedInViewOrderAndReadAfterLayout() {
        let host = TestHost(ColumnWidths(), width: 400, height: 300)
        // Each label reports its width through a background reader; the
        // widest (11 characters, 77 points) sizes the column in the same frame.
        #expect(host.node(text: "widest 77.0") != nil)
        #expect(host.frame(text: "a")?.width == 7)
        #expect(host.nodes(kind: "Frame").contains { $0.rect.width == 77 })
    }

    @Test func anOuterPreferenceReplacesTheInnerOnesAndTransformChangesThem() {
        let host = TestHost(Reported {
            VStack {
                Text("x").preference(key: WidthsKey.self, value: [1])
                Text("y").preference(key: WidthsKey.self, value: [2])
            }
            .transformPreference(WidthsKey.self) { $0.append(3) }
            Text("z").preference(key: WidthsKey.self, value: [4]).preference(key: WidthsKey.self, value: [5])
        }, width: 400, height: 300)
        #expect(host.node(text: "[1.0, 2.0, 3.0, 5.0]") != nil)
    }

    @Test func anAnchorResolvesInAPreferenceLayer() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 1, height: 30)
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 16)
                Text("target").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 2).offsetForTest(x: rect.minX, y: rect.maxY)
                }
            }
        }, width: 300, height: 200)
        // "target": 6 characters, 42 points wide, at (40, 30).
        let underline = host.nodes(kind: "Frame").first { $0.rect.height == 2 }
        #expect(underline?.rect == CGRect(x: 40, y: 46, width: 42, height: 2))
    }

    @Test func aBackgroundLayerIsPaintedBeforeTheContent() {
        let host = TestHost(Color.blue.frame(width: 50, height: 50)
            .preference(key: MaxKey.self, value: 20)
            .backgroundPreferenceValue(MaxKey.self) { value in Color.red.frame(width: value, height: value) },
                            width: 100, height: 100)
        let list = host.host.displayList()
        let colors = list.items.compactMap { item -> RGBAColor? in
            if case .fill(_, let color) = item { return color } else { return nil }
        }
        #expect(colors == [Color.red, Color.blue].map { $0.resolved(in: EnvironmentValues()) })
        #expect(host.nodes(kind: "Frame").contains { $0.rect == CGRect(x: 40, y: 40, width: 20, height: 20) })
    }

    @Test func onGeometryChangeReportsTheFirstValueAndEachChange() {
        let host = TestHost(SizeWatcher(), width: 300, height: 100)
        #expect(host.node(text: "seen 300.0 after 300.0") != nil)
        host.resize(width: 200, height: 100)
        #expect(host.node(text: "seen 200.0 after 300.0") != nil)
    }

    @Test func aPreferenceThatChangesLayoutEveryPassIsBrokenOff() {
        Diagnostics.log.removeAll()
        let host = TestHost(Runaway(), width: 300, height: 100)
        let passes = host.host.statistics.layoutPasses
        // The frame ends; the loop is not owed another.
        _ = host.host.update()
        #expect(host.host.statistics.layoutPasses == passes)
        #expect(passes <= 1 + ViewHost.lifecycleRoundsPerFrame)
        #expect(Diagnostics.log.contains { $0.contains("broken off") })
    }
}

extension View {
    /// A test-only stand-in for `offset` (another change adds it): pads the view to a position.
    fileprivate func offsetForTest(x: CGFloat, y: CGFloat) -> some View {
        padding(.leading, x).padding(.top, y).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Reported<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var seen: [CGFloat] = []
    var body: some View {
        VStack {
            content
            Text("\(seen)")
        }
        .onPreferenceChange(WidthsKey.self) { seen = $0 }
    }
}

private struct ColumnWidths: View {
    @State private var widest: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["a", "bb", "the longest"], id: \.self) { word in
                Text(word)
                    .background(GeometryReader { proxy in Color.clear.preference(key: MaxKey.self, value: proxy.size.width) })
                    .frame(width: widest > 0 ? widest : nil, alignment: .leading)
            }
            Text("widest \(widest)")
        }
        .onPreferenceChange(MaxKey.self) { widest = $0 }
    }
}

private struct SizeWatcher: View {
    @State private var text = ""
    var body: some View {
        VStack {
            Text(text)
        }
        .frame(maxWidth: .infinity)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in text = "seen \(new) after \(old)" }
    }
}

private struct Runaway: View {
    @State private var width: CGFloat = 10
    var body: some View {
        Color.red.frame(width: width, height: 10)
            .background(GeometryReader { proxy in Color.clear.preference(key: RunawayKey.self, value: proxy.size.width) })
            .onPreferenceChange(RunawayKey.self) { width = $0 + 1 }
    }
}
