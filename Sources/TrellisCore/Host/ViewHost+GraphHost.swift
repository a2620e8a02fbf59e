/// What the graph asks of its host (`GraphHost`): scheduling bodies and
/// layout, noting state changes under their transaction, removed and
/// marked nodes, frame wake-ups, and running changes during a layout pass.
extension ViewHost: GraphHost {
    var textMeasurer: TextMeasurer { measurer }
    func scheduleBodyUpdate(_ node: ViewNode) { pendingBodies.append(node) }
    func setNeedsLayout() { needsLayout = true }

    func noteStateChange(in transaction: Transaction?) {
        // The first animated change of an update decides its animation.
        if pendingTransaction?.animation == nil { pendingTransaction = transaction ?? pendingTransaction ?? Transaction() }
        if let completions = transaction?.completions { animationCompletions.claim(completions) }
    }

    func noteRemoved(_ node: ViewNode) {
        removedNodes.append(node)
        lifecycle.noteRemoved(node)
        for (key, matched) in MatchedGeometry.departures(in: node) {
            animator.matchedDepartures[key] = matched.presentedFrame
            handedOver.insert(ObjectIdentifier(matched))
        }
    }
    func noteBodyEvaluation() { counts.bodyEvaluations += 1 }
    func noteViewUpdate() { counts.viewUpdates += 1 }
    var isLayingOut: Bool { engine.isRunning }
    var layoutGeneration: Int { engine.generation }
    func noteMarked(_ node: ViewNode) { markedNodes.append(node) }
    func noteLazyRangeChange(_ node: ViewNode) { lazyRangeChanges.append(node) }
    var windowSize: CGSize { size }
    var frameTime: Double { clock.now }
    func wakeBody(_ node: ViewNode, at time: Double) { frameWakeups.wake(node, at: time) }
    func noteContainerRelativeFrame(_ node: ViewNode, containerSize: CGSize) {
        relativeFrames.note(node, containerSize: containerSize)
    }

    func duringLayout(_ body: () -> Void) {
        let saved = needsLayout
        body()
        // The running pass places what `body` made; no pass is owed for it.
        needsLayout = saved
        // Nodes emptied just now are measured later in this pass: their
        // next invalidation must walk up again (see `ViewNode.invalidateLayout`).
        engine.beginPass()
    }
}
