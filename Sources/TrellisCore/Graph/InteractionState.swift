/// Per-node state owned by primitives rather than by user code: whether a
/// button is hovered or pressed, how far a scroll view has scrolled.
struct InteractionState {
    var isHovered = false
    var isPressed = false
    /// Content offset of a scroll view, in points (positive = scrolled down).
    var scrollOffset: CGFloat = 0
    /// Content height of a scroll view at the last layout.
    var scrollContentLength: CGFloat = 0
    /// Where a dragged knob was grabbed, from its centre along the track.
    var dragAnchor: CGFloat = 0
    /// The part of a field being edited (a date picker's day, hour…).
    var selectedPart: Int?
}
