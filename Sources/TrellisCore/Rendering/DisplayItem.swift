/// One drawing command. Coordinates are window points with a top-left
/// origin, unrounded: a backend rounds only when it rasterises, so that
/// animated geometry moves smoothly.
package enum DisplayItem: Sendable, Equatable {
    /// Fill `path` with `color`, anti-aliased, non-zero winding.
    case fill(Path, RGBAColor)
    /// Stroke `path` with a line `width` points wide, centred on the path,
    /// round at sharp corners. (Shapes' styled strokes arrive as the fill
    /// of `Path.strokedPath`, which has exact caps, joins and dashes.)
    case stroke(Path, width: CGFloat, RGBAColor)
    /// Draw one line of text with its baseline starting at `origin`.
    case text(String, origin: CGPoint, font: ResolvedFont, color: RGBAColor)
    /// Draw one run of a line in the direction the core resolved for it.
    case textRun(DisplayTextRun)
    /// Intersect the clip with `rect` until the matching `popClip`.
    case pushClip(CGRect)
    case popClip
    /// Fill `path` (non-zero winding) with a gradient.
    case shade(Path, DisplayGradient)
    /// Draw (part of) a decoded image into a rectangle.
    case image(DisplayImage)
    /// Draw the layer's items on their own and composite the result with
    /// its effects (clip, mask, opacity, shadow, blur, colours, blending).
    case layer(DisplayLayer)
}
