/// The placing half of a layout pass: each unit gets its frame, then
/// arranges its subviews, top down.
///
/// Two shortcuts keep a pass proportional to what changed and what can be
/// seen, not to the size of the tree:
///
/// - A unit that nothing inside changed, offered the same proposal and
///   given the same size as last time, would arrange its subviews exactly
///   as before relative to itself: they keep that arrangement and move
///   with it, and its layout is not asked (a width change that moves a
///   tile costs a walk over the tile, not its layout). Subtrees that
///   neither changed nor moved are not visited at all.
/// - A unit that lies, and is drawn, outside the part of the window that
///   can be seen (a tile scrolled far away) gets its own frame but leaves
///   its insides unarranged until it comes into view, is inspected, or is
///   laid out again. Every unit still has its frame, every size is still
///   measured; only the arranging of hidden insides waits, as SwiftUI's
///   lazy stacks wait to make rows nobody can see.
extension LayoutEngine {
    /// How far outside the visible part of the window a unit still has its
    /// insides arranged: a band, so that what scrolls or glides a little
    /// way in is ready.
    static let offscreenMargin: CGFloat = 256

    /// What a unit hands down to its subviews besides their frames.
    struct PlacementContext {
        var transaction: Transaction
        /// The nearest geometry group above (an ancestor: alive for the pass).
        unowned(unsafe) var reference: ViewNode?
        /// The parent appears in this pass (so its children are not
        /// insertions of their own).
        var parentIsNew: Bool
        /// The part of the window where the subviews could be seen, with
        /// the margin, in window coordinates: the window, narrowed by
        /// each scroll view on the way down.
        var visible: CGRect
    }

    /// Where a parent put a subview, until the subview is applied.
    struct Placement {
        var frame: CGRect
        var storedProposal: StoredProposal
        var proposal: ProposedViewSize { storedProposal.proposal }
        /// Whose it is (a layout that places a subview while only
        /// measuring leaves an index behind that another may reuse).
        unowned(unsafe) var node: ViewNode?
    }

    /// The placement recorded for `node` in the running pass, if any.
    private func pendingPlacement(of node: ViewNode) -> Int? {
        let index = Int(node.pendingPlacement)
        guard index >= 0, index < placements.count, placements[index].node === node else { return nil }
        return index
    }

    /// Records where a parent put a subview; applied after the parent's
    /// `placeSubviews` returns, so a placement is final only once.
    func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = self.size(of: node, proposal: proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let placement = Placement(frame: CGRect(origin: origin, size: size), storedProposal: StoredProposal(proposal), node: node)
        if let index = pendingPlacement(of: node) {
            Diagnostics.report("\(node.kindDescription) was placed more than once in one layout pass; the last placement wins")
            placements[index] = placement
        } else {
            node.pendingPlacement = Int32(placements.count)
            placements.append(placement)
            placementsPeak = max(placementsPeak, placements.count)
        }
    }

    /// Sets a subview aside for this pass.
    func hide(_ node: ViewNode) {
        node.pendingPlacement = -1
        node.isHidden = true
        noteHidden(node)
    }

    /// Gives `node` its frame, then arranges its subviews (see above for
    /// when it need not, or not yet).
    func apply(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let isNew = !node.hasBeenPlaced
        let previous = node.frame
        let previousProposal = node.placedProposal
        let presentedBefore = node.presentedFrame
        let wasDeferred = node.isDeferred
        let stored = StoredProposal(proposal)
        let keepsArrangement = !isNew && !node.needsPlacement && !wasDeferred && frame.size == previous.size
            && stored == node.placedStoredProposal && (!node.arrangesByPosition || frame.origin == previous.origin)
            && !node.wantsViewport
        node.frame = frame
        node.placedStoredProposal = stored
        node.hasBeenPlaced = true
        recordTarget(node, frame: frame, context: context, isInsertion: isNew && !context.parentIsNew)
        node.needsPlacement = false

        // (A new node was drawn nowhere yet: its zero frame is no place.)
        let inSight = frame.touchesStandard(context.visible) || (!isNew && presentedBefore.touchesStandard(context.visible))
        if !inSight, !node.subviewNodes.isEmpty {
            node.isDeferred = true
            node.paintBounds = frame
            return
        }
        node.isDeferred = false
        var context = context
        if node.clipsSubviews {
            context.visible = context.visible.intersection(
                frame.insetBy(dx: -Self.offscreenMargin, dy: -Self.offscreenMargin))
        }
        if wasDeferred, !isNew, context.transaction.animation != nil {
            // Its insides were last arranged for another frame, perhaps
            // long ago: first put them, without animation, where they
            // belong in the frame it is drawn at now, so that they move
            // with it from there.
            var still = context
            still.transaction = Transaction(animation: nil)
            arrange(node, in: CGRect(origin: presentedBefore.origin, size: previous.size), proposal: previousProposal,
                    keepingArrangement: false, by: .zero, context: still, isNew: false)
            // The one point where layout reads what the animator made of
            // this pass: the second arrangement starts from the first.
            handOverTargets()
        }
        arrange(node, in: frame, proposal: proposal, keepingArrangement: keepsArrangement,
                by: CGSize(width: frame.minX - previous.minX, height: frame.minY - previous.minY),
                context: context, isNew: isNew || wasDeferred)
    }

    /// Places `node`'s subviews in `frame` (asking its layout, or moving
    /// the kept arrangement by `delta`) and applies each of them.
    private func arrange(_ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, keepingArrangement: Bool,
                         by delta: CGSize, context: PlacementContext, isNew: Bool) {
        let reference = node.isGeometryGroup ? node : context.reference
        let placementsStart = placements.count
        defer { if placements.count > placementsStart { placements.removeSubrange(placementsStart...) } }
        // Every node placed is a unit (the root and `subviewNodes`); the
        // existential is copied only when its layout is asked.
        if !keepingArrangement, let unit = node.unit {
            for child in node.subviewNodes {
                child.pendingPlacement = -1
                if child.isHidden {
                    child.isHidden = false
                    noteUnhidden(child)
                }
            }
            depth += 1
            arrangementCount += 1
            visibleRect = context.visible
            unit.placeSubviews(in: frame, proposal: proposal, node: node, subviews: subviews(of: node))
            depth -= 1
        }
        // In a right-to-left environment each subview's x is flipped within
        // the container, as SwiftUI does: layouts compute left to right.
        let mirrors = !keepingArrangement && !node.subviewNodes.isEmpty
            && node.environment.layoutDirection == .rightToLeft
        // What the subtree covers at rest (the animation pass replaces it
        // with the presented frames' union while anything moves).
        var bounds = frame
        defer { node.paintBounds = node.hasGraphicsEffect ? node.boundsAfterEffect(bounds, settled: true) : bounds }
        for child in node.subviewNodes {
            if child.isHidden { continue }
            defer { bounds = bounds.unionOfStandard(child.paintBounds) }
            var placement: Placement
            if keepingArrangement {
                if delta == .zero, !child.isDeferred, child.animation.reference === reference { continue }
                placement = Placement(frame: child.frame.offsetBy(dx: delta.width, dy: delta.height),
                                      storedProposal: child.placedStoredProposal)
            } else if let index = pendingPlacement(of: child) {
                placement = placements[index]
                child.pendingPlacement = -1
                if mirrors { placement.frame.origin.x = frame.minX + frame.maxX - placement.frame.maxX }
            } else {
                Diagnostics.report("\(node.kindDescription) did not place its subview \(child.kindDescription); it is centred in the container")
                let size = self.size(of: child, proposal: ProposedViewSize(frame.size))
                placement = Placement(frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                    width: size.width, height: size.height),
                                      storedProposal: StoredProposal(ProposedViewSize(frame.size)), node: child)
            }
            let transaction = hasTransactionMarkers ? child.transaction(below: node, from: context.transaction) : context.transaction
            apply(child, frame: placement.frame, proposal: placement.proposal,
                  context: PlacementContext(transaction: transaction, reference: reference, parentIsNew: isNew,
                                            visible: context.visible))
        }
    }

    /// Arranges the insides of every unit left unarranged because it could
    /// not be seen, without animation: for whoever needs every frame (the
    /// inspection file), not for painting.
    func arrangeDeferred(in node: ViewNode) {
        if node.isDeferred {
            var still = Transaction(animation: nil)
            still.disablesAnimations = true
            apply(node, frame: node.frame, proposal: node.placedProposal,
                  context: PlacementContext(transaction: still, reference: node.animation.reference, parentIsNew: false,
                                            visible: .infinite))
            handOverTargets()
            return
        }
        for child in node.subviewNodes where !child.isHidden { arrangeDeferred(in: child) }
    }
}
