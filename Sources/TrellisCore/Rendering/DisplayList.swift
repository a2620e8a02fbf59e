/// What one frame paints, back to front. The core builds it from the
/// laid-out tree; a backend replays it onto its surface.
package struct DisplayList: Sendable, Equatable {
    package var items: [DisplayItem] = []
    /// The colour the surface is cleared to before `items` are drawn.
    package var background: RGBAColor

    package init(background: RGBAColor, items: [DisplayItem] = []) {
        self.background = background
        self.items = items
    }

    package mutating func append(_ item: DisplayItem) { items.append(item) }
}
