import Testing
@testable import TrellisCore

/// `scrollTransition`: the effect the closure makes for each row's phase,
/// drawn as the rows move through a 200-point-high view. Rows are red
/// blocks 100 points high; the default threshold is half visible.
@Suite("Scroll transitions")
@MainActor
struct ScrollTransitionTests {
    private func blocks(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { _ in
                    Color.red.frame(width: 300, height: 100)
                        .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
    }

    /// The alpha each block is drawn with, by its top edge as drawn.
    private func alphas(_ host: TestHost) -> [CGFloat: Double] {
        var result: [CGFloat: Double] = [:]
        for item in host.host.displayList().items {
            if case .fill(let path, let color) = item, path.boundingRect.height == 100 { result[path.boundingRect.minY] = color.alpha }
        }
        return result
    }

    private func wheel(_ host: TestHost, _ dy: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: dy)))
        _ = host.host.update()
    }

    @Test func interactiveFollowsTheScrollPosition() {
        let host = TestHost(blocks(.interactive(timingCurve: .linear)), width: 300, height: 200)
        #expect(alphas(host)[0] == 1)
        #expect(alphas(host)[100] == 1)
        #expect(alphas(host)[200] ?? 0 == 0)
        wheel(host, 25)
        // Block 2 shows 25 of 100 points: half way to its half-visible threshold.
        #expect(alphas(host)[175] == 0.5)
        // Block 0 shows 75 of 100: past the threshold, itself.
        #expect(alphas(host)[-25] == 1)
        wheel(host, 55)
        // Block 0 shows 20: 40% of the way; block 2 (120…220) 80% visible.
        #expect(alphas(host)[-80].map { abs($0 - 0.4) < 1e-6 } == true)
        #expect(alphas(host)[120] == 1)
    }

    @Test func theTimingCurvePacesTheEffect() {
        let host = TestHost(blocks(.interactive), width: 300, height: 200)
        wheel(host, 25)
        // easeInOut at 0.5 is 0.5 too, but not at 0.2 (block 2 at 10 of 100).
        wheel(host, -15)
        let alpha = alphas(host)[190]
        #expect(alpha.map { abs($0 - UnitCurve.easeInOut.value(at: 0.2)) < 1e-6 } == true)
    }

    @Test func animatedSwitchesAtTheThresholdAndFades() {
        let host = TestHost(blocks(.animated(.linear(duration: 1))), width: 300, height: 200)
        wheel(host, 25)
        #expect(alphas(host)[175] ?? 0 == 0)
        wheel(host, 25)
        // Block 2 is half visible now: it fades in over a second.
        #expect(alphas(host)[150] ?? 0 == 0)
        host.advance(by: 0.5)
        #expect(alphas(host)[150].map { abs($0 - 0.5) < 1e-6 } == true)
        host.advance(by: 0.6)
        #expect(alphas(host)[150] == 1)
    }

    @Test func identityChangesNothingAndEachEdgeHasItsConfiguration() {
        let host = TestHost(blocks(.identity), width: 300, height: 200)
        wheel(host, 25)
        #expect(alphas(host)[175] == 1)
        let split = TestHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { _ in
                    Color.red.frame(width: 300, height: 100)
                        .scrollTransition(topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }, width: 300, height: 200)
        wheel(split, 90)
        #expect(alphas(split)[-90] == 1)
        #expect(alphas(split)[110] == 1)
        #expect(alphas(split)[210] ?? 0 == 0)
    }

    @Test func scaleAndOffsetFollowTheirPhaseValues() {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { _ in
                    Color.red.frame(width: 300, height: 100)
                        .scrollTransition(.interactive(timingCurve: .linear).threshold(.visible)) { content, phase in
                            content.scaleEffect(phase.isIdentity ? 1 : 0.5).offset(x: phase.value * 100)
                        }
                }
            }
        }, width: 300, height: 200)
        wheel(host, 50)
        // Block 2 (150…250) is half visible: half way to identity.
        let fills = host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, _) = item { return path.boundingRect } else { return nil }
        }
        #expect(fills.contains(CGRect(x: 87.5, y: 162.5, width: 225, height: 75)))
    }
}
