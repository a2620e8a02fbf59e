import Testing
@testable import TrellisCore

/// Mistakes a programmer can make get a diagnostic on stderr, as SwiftUI's
/// runtime warnings, and the app goes on: nothing traps.
@Suite("Programmer errors", .serialized)
@MainActor
struct ProgrammerErrorTests {
    /// Places its first subview twice and never places the others.
    private struct CarelessLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard let first = subviews.first else { return }
            first.place(at: bounds.origin, proposal: .unspecified)
            first.place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY), proposal: .unspecified)
        }
    }

    /// Changes state while it measures.
    private struct Meddler: View {
        @State var count = 0
        var body: some View {
            MeddlingLayout(count: $count) { Text("count \(count)") }
        }
    }
    private struct MeddlingLayout: Layout {
        @Binding var count: Int
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            count += 1
            return subviews.first?.sizeThatFits(proposal) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Probes its subview with a NaN width (treated as 0: the narrowest
    /// wrapping) before placing it at its ideal size.
    private struct NaNProbingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: nil))
            return subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aNaNProposalIsNotMistakenForAnUnspecifiedOne() {
        let host = TestHost(NaNProbingLayout { Text("one two") }, width: 300, height: 300)
        // The ideal size is one line (7 characters of 7 points), not the
        // two lines the NaN (0-wide) probe got.
        #expect(host.frame(text: "one two")?.size == CGSize(width: 49, height: 16))
    }

    @Test func aLayoutThatPlacesTwiceOrNotAtAllIsReportedNotFatal() {
        Diagnostics.log.removeAll()
        let host = TestHost(CarelessLayout { Text("one"); Text("two"); Text("three") }, width: 300, height: 300)
        #expect(Diagnostics.log.contains { $0.contains("placed more than once") })
        #expect(Diagnostics.log.contains { $0.contains("did not place its subview") })
        // The unplaced ones are centred; all three are still laid out.
        #expect(host.nodes.compactMap(\.text) == ["one", "two", "three"])
        #expect(host.frame(text: "one")?.minX == 110)   // the last placement won
    }

    @Test func stateChangedDuringMeasurementIsReportedAndDoesNotLoop() {
        Diagnostics.log.removeAll()
        let host = TestHost(Meddler(), width: 300, height: 300)
        #expect(Diagnostics.log.contains { $0.contains("Modifying state during layout") })
        // No update was scheduled from inside the pass: a second update is idle.
        let passes = host.host.statistics.layoutPasses
        _ = host.host.update()
        #expect(host.host.statistics.layoutPasses == passes)
    }

    @Test func lineLimitZeroAndNegativeFramesAreReported() {
        Diagnostics.log.removeAll()
        let host = TestHost(VStack { Text("a b c").lineLimit(0); Color.red.frame(width: -10, height: 5) }, width: 300, height: 300)
        #expect(Diagnostics.log.contains { $0.contains("lineLimit(0)") })
        #expect(Diagnostics.log.contains { $0.contains("invalid frame dimension (width: -10.0)") })
        #expect(host.frame(text: "a b c")?.height == 16)     // treated as one line
    }
}
