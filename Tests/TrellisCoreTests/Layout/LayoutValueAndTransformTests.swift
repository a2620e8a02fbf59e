import Testing
@testable import TrellisCore

private struct Tag: LayoutValueKey { static let defaultValue = "none" }

/// Records the tags of its subviews and stacks them vertically.
private struct TagReader: Layout {
    let seen: TagLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.tags = subviews.map { $0[Tag.self] }
        return CGSize(width: 10, height: 10 * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(i)), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private final class TagLog: @unchecked Sendable { var tags: [String] = [] }

/// Counts the caches it makes: `AnyLayout` must make a fresh one after a switch.
private struct CountingLayout: Layout {
    let log: TagLog
    func makeCache(subviews: Subviews) -> Int { log.tags.append("made"); return subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 10, height: 10 * CGFloat(cache))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(i)), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private struct Switcher: View {
    let log: TagLog
    @State private var row = false
    var body: some View {
        let layout = row ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(CountingLayout(log: log))
        VStack {
            Button("switch") { row.toggle() }
            layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }
}

@Suite("Layout values and AnyLayout")
@MainActor
struct LayoutValueTests {
    @Test func aLayoutValueReachesItsOwnSubviewOnly() {
        let log = TagLog()
        _ = TestHost(TagReader(seen: log) {
            Color.red.layoutValue(key: Tag.self, value: "a")
            Color.blue
            // Set on a container: the container carries it, its children do not.
            TagReader(seen: TagLog()) { Color.green }.layoutValue(key: Tag.self, value: "c")
        }, width: 100, height: 100)
        #expect(log.tags == ["a", "none", "c"])
    }

    // Layout priority now travels as a layout value: StackLayoutTests'
    // higherLayoutPriorityIsOfferedSpaceFirst covers it unchanged.

    @Test func anyLayoutKeepsTheChildrenAndRemakesTheCacheOnASwitch() {
        let log = TagLog()
        let host = TestHost(Switcher(log: log), width: 200, height: 200)
        let before = host.nodes(kind: "Color")
        #expect(host.nodes(kind: "CountingLayout").count == 1)
        #expect(before[1].rect.minY - before[0].rect.minY == 10)
        host.click(text: "switch")
        let row = host.nodes(kind: "Color")
        #expect(host.nodes(kind: "HStack").count == 1)
        #expect(row.map(\.id) == before.map(\.id))
        #expect(row[1].rect.minX - row[0].rect.minX == 10 && row[1].rect.minY == row[0].rect.minY)
        host.click(text: "switch")
        #expect(host.nodes(kind: "CountingLayout").count == 1)
        #expect(log.tags == ["made", "made"])     // the HStack's cache was not handed to it
        #expect(host.nodes(kind: "Color").map(\.id) == before.map(\.id))
    }
}

@Suite("CGAffineTransform")
struct AffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func rotationTurnsFromXTowardY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: -100).applying(CGAffineTransform(rotationAngle: .pi * 2 / 3)), CGPoint(x: 86.60254037844386, y: 50)))
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        // translatedBy/scaledBy/rotated apply the new step before the existing ones.
        let u = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 23))
        let v = CGAffineTransform.identity.translatedBy(x: 5, y: 0).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(v), CGPoint(x: 4, y: 0)))
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
    }

    @Test func sizesIgnoreTranslationAndRectsTakeTheirCornersBounds() {
        let t = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
        #expect(CGRect(x: 0, y: 0, width: 3, height: 4).applying(t) == CGRect(x: 5, y: 1, width: 6, height: 4))
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func inversionUndoesAndASingularTransformStays() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -2).scaledBy(x: 2, y: 5)
        #expect(close(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()), CGPoint(x: 7, y: 9)))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }
}
