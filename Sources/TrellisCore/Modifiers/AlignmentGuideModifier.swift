/// `alignmentGuide(_:computeValue:)`: gives the view an explicit value for
/// one guide, computed from its dimensions; every other guide is its
/// content's. Stacks, frames, overlays and `ZStack` line views up on it.
package nonisolated struct AlignmentGuideView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}

@MainActor extension AlignmentGuideView: ContentWrapperLayout {
    var kindName: String { "AlignmentGuide" }
    /// The closure may compute something else: a new value is laid out again.
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        let content = ModifierContent(subviews: subviews)
        guard key == self.key else { return content.explicitAlignment(key, size: size) }
        let value = computeValue(content.dimensions(in: ProposedViewSize(size)))
        guard value.isFinite else {
            Diagnostics.report("an alignment guide computed \(value); the guide's default is used")
            return nil
        }
        return value
    }
}

/// Whether any view sets an explicit value for a standard guide (leading,
/// center, top…). Until one does, frames align content by sizes alone,
/// without asking it for its guides.
enum StandardGuideOverrides {
    nonisolated(unsafe) static var exist = false
}

nonisolated extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        if g == .leading || g == .center || g == .trailing { StandardGuideOverrides.exist = true }
        return AlignmentGuideView(content: self, key: g.key, computeValue: computeValue)
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        if g == .top || g == .center || g == .bottom { StandardGuideOverrides.exist = true }
        return AlignmentGuideView(content: self, key: g.key, computeValue: computeValue)
    }
}
