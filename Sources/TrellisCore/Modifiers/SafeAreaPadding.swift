/// `safeAreaPadding`: padding that widens the safe area instead of
/// moving the content. On most views it is padding; a scroll view keeps
/// its whole frame and its content starts inset by the length, scrolling
/// on under the padded band (as SwiftUI documents, "the content of a
/// scroll view… remains scrollable into the padded area"). Built as an
/// empty `safeAreaInset` on each edge, which already behaves so.
nonisolated extension View {
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        let safe = { (value: CGFloat) in value.isFinite ? max(0, value) : 0 }
        return self
            .safeAreaInset(edge: .top, spacing: 0) { SafeAreaBand(length: safe(insets.top), axis: .vertical) }
            .safeAreaInset(edge: .bottom, spacing: 0) { SafeAreaBand(length: safe(insets.bottom), axis: .vertical) }
            .safeAreaInset(edge: .leading, spacing: 0) { SafeAreaBand(length: safe(insets.leading), axis: .horizontal) }
            .safeAreaInset(edge: .trailing, spacing: 0) { SafeAreaBand(length: safe(insets.trailing), axis: .horizontal) }
    }

    /// The standard padding (16 points) or `length` on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// The empty band a `safeAreaPadding` edge adds: `length` along its axis,
/// whatever it is offered across.
struct SafeAreaBand: View {
    let length: CGFloat
    let axis: Axis

    var body: some View {
        Color.clear.frame(width: axis == .horizontal ? length : nil, height: axis == .vertical ? length : nil)
    }
}
