import Testing
@testable import TrellisCore

/// The shapes as static members (`.rect(cornerRadius:)`, `.capsule`…)
/// where a shape is expected: the same paths as the shapes they name.
@Suite("Shape members")
@MainActor
struct ShapeMemberTests {
    private let frame = CGRect(x: 150, y: 120, width: 100, height: 60)

    private func clip<V: View>(_ view: V) -> Path? {
        let host = TestHost(view, width: 400, height: 300)
        return host.host.displayList().items.compactMap { item -> DisplayLayer? in
            if case .layer(let l) = item { return l }
            return nil
        }.first?.clip
    }

    private func fills<V: View>(_ view: V) -> [Path] {
        TestHost(view, width: 400, height: 300).host.displayList().items.compactMap { item -> Path? in
            if case .fill(let p, _) = item { return p }
            return nil
        }
    }

    @Test func clipShapeTakesEveryMember() {
        let base = Color.red.frame(width: 100, height: 60)
        #expect(clip(base.clipShape(.rect(cornerRadius: 10))) == RoundedRectangle(cornerRadius: 10).path(in: frame))
        #expect(clip(base.clipShape(.rect(cornerRadius: 10, style: .circular)))
                == RoundedRectangle(cornerRadius: 10, style: .circular).path(in: frame))
        #expect(clip(base.clipShape(.rect(cornerSize: CGSize(width: 6, height: 4))))
                == RoundedRectangle(cornerSize: CGSize(width: 6, height: 4)).path(in: frame))
        #expect(clip(base.clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 4)))
                == UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).path(in: frame))
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(clip(base.clipShape(.rect(cornerRadii: radii, style: .circular)))
                == UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: frame))
        #expect(clip(base.clipShape(.capsule)) == Capsule().path(in: frame))
        #expect(clip(base.clipShape(.capsule(style: .circular))) == Capsule(style: .circular).path(in: frame))
        #expect(clip(base.clipShape(.circle)) == Circle().path(in: frame))
        #expect(clip(base.clipShape(.ellipse)) == Ellipse().path(in: frame))
        // A rectangle is a plain clip, not a layer.
        #expect(TestHost(base.clipShape(.rect), width: 400, height: 300).host.displayList().items.contains(.pushClip(frame)))
    }

    @Test func backgroundInAMemberShapeFillsThatShape() {
        let text = Color.clear.frame(width: 100, height: 60)
        #expect(fills(text.background(.blue, in: .capsule)).first == Capsule().path(in: frame))
        #expect(fills(text.background(.blue, in: .rect(cornerRadius: 4))).first
                == RoundedRectangle(cornerRadius: 4).path(in: frame))
        #expect(fills(text.background(in: .ellipse)).first == Ellipse().path(in: frame))
    }

    @Test func containerRelativeShapeIsTheFrameWithoutAContainerShape() {
        #expect(ContainerRelativeShape().path(in: frame) == Path(frame))
        #expect(fills(Color.clear.frame(width: 100, height: 60).background(.red, in: .containerRelative)).first == Path(frame))
        #expect(fills(ContainerRelativeShape().fill(.red).frame(width: 100, height: 60)).first == Path(frame))
    }

    @Test func containerRelativeShapeTakesTheContainersShapeOverItsFrame() {
        let rounded = RoundedRectangle(cornerRadius: 10)
        let box = Color.clear.frame(width: 100, height: 60)
        #expect(fills(VStack { box.background(.red, in: .containerRelative) }.containerShape(rounded)).first
                == rounded.path(in: frame))
        #expect(fills(VStack { ContainerRelativeShape().fill(.red).frame(width: 100, height: 60) }.containerShape(Capsule())).first
                == Capsule().path(in: frame))
        #expect(clip(VStack { Color.red.frame(width: 100, height: 60).clipShape(.containerRelative) }.containerShape(rounded))
                == rounded.path(in: frame))
        // Other shapes are not replaced.
        #expect(fills(VStack { box.background(.red, in: .circle) }.containerShape(rounded)).first == Circle().path(in: frame))
        var taps = 0
        let host = TestHost(VStack {
            Button("Go") { taps += 1 }.frame(width: 100, height: 100).contentShape(.containerRelative)
        }.containerShape(Circle()), width: 400, height: 300)
        host.click(CGPoint(x: 153, y: 103))   // the frame's corner, outside the circle
        #expect(taps == 0)
        host.click(CGPoint(x: 200, y: 150))
        #expect(taps == 1)
    }

    @Test func contentShapeTakesAMember() {
        var taps = 0
        let host = TestHost(Button("Go") { taps += 1 }.frame(width: 100, height: 100).contentShape(.circle),
                            width: 400, height: 300)
        host.click(CGPoint(x: 153, y: 103))   // the frame's corner, outside the circle
        #expect(taps == 0)
        host.click(CGPoint(x: 200, y: 150))
        #expect(taps == 1)
    }
}
