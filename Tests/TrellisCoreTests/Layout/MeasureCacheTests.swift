import Testing
@testable import TrellisCore

/// The per-node cache of answered sizes: three inline answers, then a
/// spill list for the nodes that nested stacks ask more proposals.
@Suite("Measure cache")
struct MeasureCacheTests {
    private func proposal(_ index: Int) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(index), height: index.isMultiple(of: 2) ? nil : 20)
    }

    @Test func answersEveryProposalANestedStackAsksInAPass() {
        var cache = MeasureCache()
        for index in 0..<12 { cache.store(CGSize(width: index, height: 1), for: proposal(index)) }
        for index in 0..<12 { #expect(cache.size(for: proposal(index)) == CGSize(width: index, height: 1)) }
        #expect(cache.size(for: .unspecified) == nil)
    }

    @Test func emptyingForgetsInlineAndSpilledAnswers() {
        var cache = MeasureCache()
        for index in 0..<6 { cache.store(CGSize(width: index, height: 1), for: proposal(index)) }
        cache.removeAll()
        for index in 0..<6 { #expect(cache.size(for: proposal(index)) == nil) }
        cache.store(CGSize(width: 9, height: 9), for: proposal(4))
        #expect(cache.size(for: proposal(4)) == CGSize(width: 9, height: 9))
        #expect(cache.size(for: proposal(5)) == nil)
    }

    @Test func aLongRunOfProposalsKeepsTheNewestAnswers() {
        var cache = MeasureCache()
        for index in 0..<100 { cache.store(CGSize(width: index, height: 1), for: proposal(index)) }
        // The first three stay inline; the spill list holds the newest 16.
        #expect(cache.size(for: proposal(0)) != nil)
        #expect(cache.size(for: proposal(99)) == CGSize(width: 99, height: 1))
        #expect(cache.size(for: proposal(84)) == CGSize(width: 84, height: 1))
        #expect(cache.size(for: proposal(83)) == nil)
    }
}
