import Testing
@testable import TrellisCore

/// Right-to-left layout, as SwiftUI flips it: each view's x within its
/// parent is mirrored, so stacks start at the right, leading padding and
/// alignment are on the right, grids count columns from the right, and a
/// custom layout computes as for left to right and is mirrored. Characters
/// are 7 points wide; the window is 400 × 300.
@Suite("Layout direction")
@MainActor
struct LayoutDirectionTests {
    private func rightToLeft<V: View>(_ view: V) -> TestHost {
        TestHost(view.environment(\.layoutDirection, .rightToLeft))
    }

    @Test func theLocaleSetsTheDirection() {
        #expect(SystemRegion.layoutDirection(localeIdentifier: "ar_EG") == .rightToLeft)
        #expect(SystemRegion.layoutDirection(localeIdentifier: "he_IL") == .rightToLeft)
        #expect(SystemRegion.layoutDirection(localeIdentifier: "fa") == .rightToLeft)
        #expect(SystemRegion.layoutDirection(localeIdentifier: "en_US") == .leftToRight)
        #expect(SystemRegion.layoutDirection(localeIdentifier: "en_US_POSIX") == .leftToRight)
        #expect(EnvironmentValues().layoutDirection == .leftToRight, "the tests run in an LTR locale")
    }

    @Test func anHStackStartsAtTheRight() {
        let stack = HStack(spacing: 10) { Text("aa"); Text("bbbb") }
        // 14 + 10 + 28 = 52 wide, centred: 174…226.
        let ltr = TestHost(stack)
        #expect(ltr.frame(text: "aa")?.minX == 174)
        #expect(ltr.frame(text: "bbbb")?.minX == 198)
        let rtl = rightToLeft(stack)
        #expect(rtl.frame(text: "aa")?.minX == 212)
        #expect(rtl.frame(text: "bbbb")?.minX == 174)
    }

    @Test func leadingPaddingAndAlignmentAreOnTheRight() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("aa")
            Text("bbbbbb")
        }
        .padding(.leading, 20)
        .frame(width: 200, alignment: .leading)
        let rtl = rightToLeft(view)
        // The 200-wide frame spans 100…300; the 42-wide stack sits at its
        // right, 20 in from it (238…280); "aa" at the stack's right edge.
        #expect(rtl.frame(text: "bbbbbb")?.minX == 238)
        #expect(rtl.frame(text: "aa")?.minX == 266)
        let ltr = TestHost(view)
        #expect(ltr.frame(text: "bbbbbb")?.minX == 120)
        #expect(ltr.frame(text: "aa")?.minX == 120)
    }

    @Test func anOverlayAtTopLeadingIsAtTopRight() {
        let view = Color.clear.frame(width: 100, height: 50).overlay(alignment: .topLeading) { Text("x") }
        #expect(rightToLeft(view).frame(text: "x")?.origin == CGPoint(x: 243, y: 125))
        #expect(TestHost(view).frame(text: "x")?.origin == CGPoint(x: 150, y: 125))
    }

    @Test func gridColumnsCountFromTheRight() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("a"); Text("bb"); Text("ccc") }
        }
        // 7 + 14 + 21 = 42 wide, centred: 179…221.
        let rtl = rightToLeft(grid)
        #expect(rtl.frame(text: "a")?.minX == 214)
        #expect(rtl.frame(text: "bb")?.minX == 200)
        #expect(rtl.frame(text: "ccc")?.minX == 179)
    }

    @Test func aCustomLayoutSeesTheDirectionAndIsMirrored() {
        let probe = DirectionProbe()
        let view = LeftToRightRow(probe: probe) { Text("aa"); Text("bbb") }
        let rtl = rightToLeft(view)
        #expect(probe.seen == .rightToLeft)
        // The row is 35 wide, centred: 182.5…217.5; laid out left to right
        // ("aa" first), then flipped: "aa" ends at the right edge.
        #expect(rtl.frame(text: "aa")?.minX == 203.5)
        #expect(rtl.frame(text: "bbb")?.minX == 182.5)
        _ = TestHost(view)
        #expect(probe.seen == .leftToRight)
    }

    @Test func aHorizontalScrollViewStartsAtTheRight() {
        // 60 characters (420 points) in a 200-wide scroll view at 100…300.
        let view = ScrollView(.horizontal) { Text(String(repeating: "a", count: 60)) }.frame(width: 200, height: 40)
        let text = String(repeating: "a", count: 60)
        #expect(TestHost(view).frame(text: text)?.minX == 100, "the start is on the left")
        #expect(rightToLeft(view).frame(text: text)?.maxX == 300, "the start is on the right")
    }

    @Test func scrollIndicatorsFollowTheDirection() {
        let view = ScrollView { Text(String(repeating: "a\n", count: 40)) }.frame(width: 200, height: 100)
        func bar(_ host: TestHost) -> CGRect? {
            for case .fill(let path, let color) in host.host.displayList().items
            where color.red == 0.5 && color.green == 0.5 && color.blue == 0.5 { return path.boundingRect }
            return nil
        }
        // The scroll view spans 100…300: the vertical bar on its right, or on its left.
        #expect(bar(TestHost(view))?.minX == 291)
        #expect(bar(rightToLeft(view))?.minX == 103)
    }

    @Test func leadingMultilineTextAlignsRightInRightToLeft() {
        let text = Text("aaa bbbbbb").multilineTextAlignment(.leading).frame(width: 50)
        // Two lines, "aaa" (21) and "bbbbbb" (42), in a 42-wide text at 179.
        var starts: [CGFloat] = []
        for case .text(_, let origin, _, _) in rightToLeft(text).host.displayList().items { starts.append(origin.x) }
        #expect(starts == [200, 179])
        starts = []
        for case .text(_, let origin, _, _) in TestHost(text).host.displayList().items { starts.append(origin.x) }
        #expect(starts == [179, 179])
    }
}

@MainActor
private final class DirectionProbe {
    var seen: LayoutDirection?
}

/// Places its subviews in a row from x = 0, as a left-to-right layout.
private struct LeftToRightRow: Layout {
    let probe: DirectionProbe

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { probe.seen = subviews.layoutDirection }
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A triangle pointing right: its tip on the right edge.
private struct RightArrow: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

@Suite("flipsForRightToLeftLayoutDirection")
@MainActor
struct FlipsForRightToLeftTests {
    /// The x of the arrow's tip (its second point) as painted.
    private func tipX<V: View>(_ view: V, direction: LayoutDirection) -> CGFloat? {
        let host = TestHost(view.environment(\.layoutDirection, direction))
        for case .fill(let path, _) in host.host.displayList().items {
            if case .line(let tip) = path.elements[1] { return tip.x }
        }
        return nil
    }

    @Test func aFlippedArrowPointsLeftInRightToLeft() {
        // A 100 × 40 arrow centred in the 400-wide window: 150…250.
        let arrow = RightArrow().frame(width: 100, height: 40)
        #expect(tipX(arrow.flipsForRightToLeftLayoutDirection(true), direction: .rightToLeft) == 150)
        #expect(tipX(arrow.flipsForRightToLeftLayoutDirection(true), direction: .leftToRight) == 250)
        #expect(tipX(arrow.flipsForRightToLeftLayoutDirection(false), direction: .rightToLeft) == 250)
        #expect(tipX(arrow, direction: .rightToLeft) == 250, "shapes are not mirrored by default")
    }

    @Test func aFlippedRowKeepsItsMirroredOrderAndReflectsItsText() {
        // Laid out left to right inside, then drawn mirrored: "aa" ends up
        // on the right as in any right-to-left row, its glyphs reflected
        // (each text drawn through a layer that mirrors it).
        let row = HStack(spacing: 0) { Text("aa"); Text("bbbb") }.flipsForRightToLeftLayoutDirection(true)
        var edges: [String: CGFloat] = [:]
        let host = TestHost(row.environment(\.layoutDirection, .rightToLeft))
        for case .layer(let layer) in host.host.displayList().items {
            #expect(layer.transform == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 400, ty: 0))
            for case .text(let string, let origin, _, _) in layer.items {
                // The text's right end lands at its mirrored left edge.
                let right = CGPoint(x: origin.x + 7 * CGFloat(string.count), y: origin.y)
                edges[string] = right.applying(layer.transform).x
            }
        }
        // The row is 42 wide at 179…221: "aa" at 207…221, "bbbb" at 179…207.
        #expect(edges == ["aa": 207, "bbbb": 179])
    }

    @Test func imagesAndEffectLayersAreReflected() {
        let view = HStack(spacing: 0) {
            Image(contentsOfFile: ImageLayoutTests.file).resizable().frame(width: 20, height: 10)
            Color.red.frame(width: 10, height: 10).opacity(0.5).blur(radius: 1)
        }
        .flipsForRightToLeftLayoutDirection(true)
        let host = TestHost(view.environment(\.layoutDirection, .rightToLeft))
        var imageTransform: CGAffineTransform?
        var layerTransform: CGAffineTransform?
        for item in host.host.displayList().items {
            if case .image(let image) = item { imageTransform = image.transform }
            if case .layer(let layer) = item { layerTransform = layer.transform }
        }
        // The 30-wide row is centred at x = 200: the reflection is x ↦ 400 − x.
        #expect(imageTransform == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 400, ty: 0))
        #expect(layerTransform?.a == -1)
        #expect(layerTransform?.tx == 400)
    }
}
