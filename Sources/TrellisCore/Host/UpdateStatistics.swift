/// Counters a host keeps about its work, for benchmarks and for tests that
/// check an update did no more than it had to. They only ever grow; take
/// differences around the operation you measure.
public struct UpdateStatistics: Sendable, Equatable {
    /// Bodies evaluated (views with a `body`, including library views).
    public var bodyEvaluations = 0
    /// Views brought up to date by the reconciler (an equal view left as
    /// it was is not counted, nor anything below it).
    public var viewUpdates = 0
    /// Layout passes over the tree.
    public var layoutPasses = 0
    /// Sizes computed by asking a view (answers found in a node's
    /// measurement cache are not counted).
    public var measurements = 0
    /// Views asked to place their subviews; one that kept its arrangement
    /// (nothing inside changed, same size) is not counted.
    public var arrangements = 0
    /// Walks over the tree that resolve presented (drawn) frames: one per
    /// frame in which something animates, after layout's targets became
    /// motions and the motions were sampled.
    public var presentedFrameWalks = 0
    /// Display lists produced.
    public var displayLists = 0
    /// Display items produced in the last display list.
    public var lastDisplayItemCount = 0

    public init() {}
}
