/// A node's animated state: where it is drawn now, as opposed to where
/// layout put it. Frames are kept relative to the node's geometry
/// reference (the nearest `geometryGroup()` above it, or the window), so a
/// group's children move with the group's presented frame.
struct NodeAnimation {
    var hasBeenLaidOut = false
    /// The nearest geometry group above the node; nil for the window. An
    /// ancestor, so it outlives the node (and a departing node's frozen
    /// frame no longer reads it).
    unowned(unsafe) var reference: ViewNode?
    var relativeTarget: CGRect = .zero
    var relativePresented: CGRect = .zero
    var frameMotion: Motion?

    /// Fades: 0 → 1 for an inserted view, 1 → 0 for a departing one.
    var presentedOpacity: Double = 1
    var opacityMotion: Motion?

    /// An animatable paint value (a fill colour, an opacity).
    var paintTarget: Motion.Vector?
    var paintPresented: Motion.Vector?
    var paintMotion: Motion?

    /// Views removed under an animated transaction, fading out where they
    /// were; painted after this unit's subviews.
    var departing: [ViewNode] = []

    /// The transaction this unit was laid out with in the last pass, for
    /// deciding how its removed children leave.
    var transaction = Transaction()

    var isMoving: Bool { frameMotion != nil || opacityMotion != nil || paintMotion != nil }
    /// Listed in the animator's moving nodes.
    var isListed = false
}

/// Units whose paint has a value that animates (a shape's colour, an
/// `.opacity`), so that a change of it can fade instead of jump.
@MainActor
protocol AnimatablePaint {
    func paintValue(node: ViewNode) -> Motion.Vector
}
