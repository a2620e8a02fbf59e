/// A node's animated state: where it is drawn now, as opposed to where
/// layout put it. Frames are kept relative to the node's geometry
/// reference (the nearest `geometryGroup()` above it, or the window), so a
/// group's children move with the group's presented frame.
///
/// Only what every laid-out node needs is stored inline; motions, fades
/// and paint values live in a `NodeMotion` made on first use, so a node
/// at rest costs a few dozen bytes here.
struct NodeAnimation {
    var hasBeenLaidOut = false
    /// Listed in the animator's moving nodes.
    var isListed = false
    /// The nearest geometry group above the node; nil for the window. An
    /// ancestor, so it outlives the node (and a departing node's frozen
    /// frame no longer reads it).
    unowned(unsafe) var reference: ViewNode?
    var relativeTarget: CGRect = .zero
    private(set) var extras: NodeMotion?

    /// Where the node is drawn, relative to its reference: the target,
    /// except while a frame motion runs (kept out of line until then).
    var relativePresented: CGRect {
        get { extras?.relativePresented ?? relativeTarget }
        set {
            if newValue.isIdentical(to: relativeTarget) {
                if extras?.relativePresented != nil { extras?.relativePresented = nil }
            } else {
                ensureExtras().relativePresented = newValue
            }
        }
    }

    var isMoving: Bool { extras?.isMoving ?? false }

    private mutating func ensureExtras() -> NodeMotion {
        if let extras { return extras }
        let made = NodeMotion()
        extras = made
        return made
    }

    var frameMotion: Motion? {
        get { extras?.frameMotion }
        set { if newValue != nil || extras != nil { ensureExtras().frameMotion = newValue } }
    }

    /// Fades: 0 → 1 for an inserted view, 1 → 0 for a departing one.
    var presentedOpacity: Double {
        get { extras?.presentedOpacity ?? 1 }
        set { if newValue != 1 || extras != nil { ensureExtras().presentedOpacity = newValue } }
    }

    var opacityMotion: Motion? {
        get { extras?.opacityMotion }
        set { if newValue != nil || extras != nil { ensureExtras().opacityMotion = newValue } }
    }

    /// An animatable paint value (a fill colour, an opacity).
    var paintTarget: Motion.Vector? {
        get { extras?.paintTarget }
        set { if newValue != nil || extras != nil { ensureExtras().paintTarget = newValue } }
    }

    var paintPresented: Motion.Vector? {
        get { extras?.paintPresented }
        set { if newValue != nil || extras != nil { ensureExtras().paintPresented = newValue } }
    }

    var paintMotion: Motion? {
        get { extras?.paintMotion }
        set { if newValue != nil || extras != nil { ensureExtras().paintMotion = newValue } }
    }

    /// The window-space frame drawn while it differs from the layout's
    /// (see `ViewNode.presentedFrame`); nil at rest.
    var presentedFrame: CGRect? { extras?.presentedFrame }

    mutating func setPresentedFrame(_ frame: CGRect, layoutFrame: CGRect) {
        if frame.isIdentical(to: layoutFrame) {
            if extras?.presentedFrame != nil { extras?.presentedFrame = nil }
        } else {
            ensureExtras().presentedFrame = frame
        }
    }

    var shapeData: ShapeDataMotion? {
        get { extras?.shapeData }
        set { if newValue != nil || extras != nil { ensureExtras().shapeData = newValue } }
    }

    /// While a transition scales the node: how much its content is
    /// scaled (its presented size over its laid-out size); nil otherwise.
    var contentScale: CGSize? {
        guard let extras, extras.scalesContent else { return nil }
        let target = relativeTarget.size, shown = relativePresented.size
        guard target.width > 0, target.height > 0 else { return nil }
        return CGSize(width: shown.width / target.width, height: shown.height / target.height)
    }

    var scalesContent: Bool {
        get { extras?.scalesContent ?? false }
        set { if newValue || extras != nil { ensureExtras().scalesContent = newValue } }
    }

    /// A removed view playing its custom transitions' removal (see
    /// `ViewHost.playCustomRemovals`): kept until its insides stop moving.
    var playsRemoval: Bool {
        get { extras?.playsRemoval ?? false }
        set { if newValue || extras != nil { ensureExtras().playsRemoval = newValue } }
    }

    /// Whether any removed view is fading out here (without making an array).
    var hasDeparting: Bool { extras.map { !$0.departing.isEmpty } ?? false }

    /// Views removed under an animated transaction, fading out where they
    /// were; painted after this unit's subviews.
    var departing: [ViewNode] {
        get { extras?.departing ?? [] }
        set { if !newValue.isEmpty || extras != nil { ensureExtras().departing = newValue } }
    }
}

/// The parts of a node's animated state that only moving, fading or
/// painted-with-animatable-values nodes need.
final class NodeMotion {
    /// Differs from the layout's frame only while something moves; nil otherwise.
    var presentedFrame: CGRect?
    /// Differs from the target only while the frame moves; nil otherwise.
    var relativePresented: CGRect?
    var frameMotion: Motion?
    var presentedOpacity: Double = 1
    var opacityMotion: Motion?
    var paintTarget: Motion.Vector?
    var paintPresented: Motion.Vector?
    var paintMotion: Motion?
    var departing: [ViewNode] = []
    /// A shape's `animatableData` on its way (see `AnimatableShapeData`).
    var shapeData: ShapeDataMotion?
    /// A transition scales the node, and its content with it.
    var scalesContent = false
    var playsRemoval = false

    var isMoving: Bool { frameMotion != nil || opacityMotion != nil || paintMotion != nil || shapeData?.motion != nil }
}

/// Units whose paint has a value that animates (a shape's colour, an
/// `.opacity`), so that a change of it can fade instead of jump.
@MainActor
protocol AnimatablePaint: FramedView {
    func paintValue(node: ViewNode) -> Motion.Vector
}
