/// Per-node state owned by primitives rather than by user code: whether a
/// button is hovered or pressed, how far a scroll view has scrolled.
struct InteractionState {
    var isHovered = false
    var isPressed = false
    /// Content offset of a scroll view, in points (positive = scrolled
    /// down or right).
    var scrollOffset: CGPoint = .zero
    /// Content size of a scroll view at the last layout.
    var scrollContentSize: CGSize = .zero
    /// A scroll view's margins around its content at the last layout
    /// (safe-area insets it reaches under plus `contentMargins`).
    var scrollContentMargins = EdgeInsets()
    /// What the user or the program is doing with a scroll view.
    var scrollPhase = ScrollPhase.idle
    /// The phase a discrete scroll (a wheel click) goes on to once its
    /// `.interacting` has been reported: `.animating` while it settles.
    var settledPhase: ScrollPhase?
    /// A scroll view placed its content at least once (its default anchor
    /// applies before that).
    var hasScrolledContent = false
    /// Where a dragged knob was grabbed, from its centre along the track.
    var dragAnchor: CGFloat = 0
    /// The part of a field being edited (a date picker's day, hour…).
    var selectedPart: Int?
    /// How far in from each edge (left and right as drawn) the frame lies
    /// under `safeAreaInset`s: a scroll view's content margins, or what an
    /// inset unit's own and enclosing insets cover (`SafeAreaRegion`).
    var safeAreaInsets = EdgeInsets()
}
