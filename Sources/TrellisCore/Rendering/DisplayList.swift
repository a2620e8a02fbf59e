/// What one frame paints, back to front. The core builds it from the
/// laid-out tree; a backend replays it onto its surface.
public struct DisplayList: Sendable, Equatable {
    public var items: [DisplayItem] = []
    /// The colour the surface is cleared to before `items` are drawn.
    public var background: RGBAColor

    public init(background: RGBAColor, items: [DisplayItem] = []) {
        self.background = background
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }
}
