/// Counters a host keeps about its work, for benchmarks and for tests that
/// check an update did no more than it had to. They only ever grow; take
/// differences around the operation you measure.
package struct UpdateStatistics: Sendable, Equatable {
    /// Bodies evaluated (views with a `body`, including library views).
    package var bodyEvaluations = 0
    /// Views brought up to date by the reconciler (an equal view left as
    /// it was is not counted, nor anything below it).
    package var viewUpdates = 0
    /// Layout passes over the tree.
    package var layoutPasses = 0
    /// Sizes computed by asking a view (answers found in a node's
    /// measurement cache are not counted).
    package var measurements = 0
    /// Views asked to place their subviews; one that kept its arrangement
    /// (nothing inside changed, same size) is not counted.
    package var arrangements = 0
    /// Walks over the tree that resolve presented (drawn) frames: one per
    /// frame in which something animates, after layout's targets became
    /// motions and the motions were sampled.
    package var presentedFrameWalks = 0
    /// Display lists produced.
    package var displayLists = 0
    /// Display items produced in the last display list.
    package var lastDisplayItemCount = 0

    package init() {}
}
