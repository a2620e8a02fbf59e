/// Where a scroll view draws its bar for one axis and how a drag on it maps
/// to an offset: an overlay bar along the trailing (or bottom) edge, as on
/// GNOME and macOS, whose thumb shows the visible part of the content. The
/// same geometry is used to paint the bar and to hit it.
@MainActor
struct ScrollBar {
    let axis: Axis
    /// The whole strip the bar can be grabbed in (wider than the thumb).
    let track: CGRect
    let thumb: CGRect
    /// Content length minus visible length: what the thumb's travel maps to.
    let scrollRange: CGFloat
    /// How far the thumb can travel along the track.
    let travel: CGFloat

    /// The strip, from the edge, in which a press grabs the bar.
    static let grabWidth: CGFloat = 12
    static let thickness: CGFloat = 6
    static let minimumThumb: CGFloat = 24

    /// The bar for `axis` of the scroll view `node` drawn at `frame`; nil
    /// when the content fits (no bar is drawn and nothing can be dragged).
    init?(node: ViewNode, axis: Axis, axes: Axis.Set, frame: CGRect) {
        let content = node.interaction.scrollContentSize[axis]
        let visible = frame.size[axis]
        // Under a `safeAreaInset` the bar runs beside the content's part
        // between the insets, not under them.
        let margins = node.interaction.safeAreaInsets.adding(node.environment.scrollContentSettings.indicatorMargins)
        let (before, after) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
        guard content > visible + 0.5, visible - before - after > Self.minimumThumb, content.isFinite else { return nil }
        self.axis = axis
        // Leave the corner to the other bar when both axes scroll.
        let otherScrolls = axes.contains(Axis.Set(axis.other))
            && node.interaction.scrollContentSize[axis.other] > frame.size[axis.other] + 0.5
        let start = frame.origin[axis] + before + 2
        let length = visible - before - after - 4 - (otherScrolls ? Self.grabWidth : 0)
        let thumbLength = min(length, max(Self.minimumThumb, length * visible / content))
        scrollRange = content - visible
        travel = max(0, length - thumbLength)
        let offset = min(max(0, node.interaction.scrollOffset[axis]), scrollRange)
        let position = start + travel * offset / scrollRange
        let inset = Self.thickness + 3
        if axis == .vertical {
            // Right to left, the content starts at the right and the bar
            // runs along the left edge.
            let rightToLeft = node.environment.layoutDirection == .rightToLeft
            let left = frame.minX + margins.leading, right = frame.maxX - margins.trailing
            track = CGRect(x: rightToLeft ? left : right - Self.grabWidth, y: start,
                           width: Self.grabWidth, height: length)
            thumb = CGRect(x: rightToLeft ? left + 3 : right - inset, y: position,
                           width: Self.thickness, height: thumbLength)
        } else {
            let bottom = frame.maxY - margins.bottom
            track = CGRect(x: start, y: bottom - Self.grabWidth, width: length, height: Self.grabWidth)
            thumb = CGRect(x: position, y: bottom - inset, width: thumbLength, height: Self.thickness)
        }
    }

    func color(highlighted: Bool) -> RGBAColor {
        RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: highlighted ? 0.75 : 0.55)
    }

    /// The offset that puts the thumb's start at `thumbStart` along the axis.
    func offset(forThumbAt thumbStart: CGFloat) -> CGFloat {
        guard travel > 0 else { return 0 }
        let fraction = (thumbStart - track.origin[axis]) / travel
        return min(max(0, fraction), 1) * scrollRange
    }
}

extension Axis.Set {
    init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
}

/// A scroll bar being dragged: which scroll view, along which axis, and
/// where in the thumb it was grabbed.
struct ScrollBarDrag {
    let scroller: ViewNode
    let axis: Axis
    /// Distance from the thumb's start to the pointer when grabbed.
    let grab: CGFloat
    /// The offset when the drag began (where a target behaviour's scroll began).
    let start: CGPoint
}
