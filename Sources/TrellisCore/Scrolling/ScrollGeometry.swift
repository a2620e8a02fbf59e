/// A scroll view's geometry, as SwiftUI's `ScrollGeometry`: how far the
/// content is scrolled, how large it is, the insets around it and the
/// size of the view.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's offset: at the top of content with insets, minus the top inset.
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// Margins around the content (`contentMargins`, safe-area insets it scrolls under).
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content on screen, insets included.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The part of the content on screen between the insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.horizontal),
               height: max(0, containerSize.height - contentInsets.vertical))
    }

    /// The geometry of `scroller` at its last layout.
    @MainActor init(of scroller: ViewNode) {
        let state = scroller.interaction
        let margins = state.scrollContentMargins
        self.init(contentOffset: CGPoint(x: state.scrollOffset.x - margins.leading, y: state.scrollOffset.y - margins.top),
                  contentSize: CGSize(width: max(0, state.scrollContentSize.width - margins.horizontal),
                                      height: max(0, state.scrollContentSize.height - margins.vertical)),
                  contentInsets: margins, containerSize: scroller.frame.size)
    }
}

/// `onScrollGeometryChange(for:of:action:)`: after layout, when the value
/// made from the geometry of the first scroll view inside differs from the
/// last one, runs the action with both.
package nonisolated struct OnScrollGeometryChangeView<Value: Equatable, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
}

@MainActor extension OnScrollGeometryChangeView: TransparentView, LayoutObserving {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) { node.host.layoutObservers.register(node) }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard let scroller = ScrollTargets.scroller(in: node), scroller.hasBeenPlaced else { return nil }
        let value = transform(ScrollGeometry(of: scroller))
        // The first value is the starting point, not a change.
        guard let old = last as? Value else { last = value; return nil }
        guard old != value else { return nil }
        last = value
        let action = self.action
        return { action(old, value) }
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new value when a value made from the
    /// scroll view's geometry changes (as the user scrolls, as content grows).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        OnScrollGeometryChangeView(content: self, transform: transform, action: action)
    }
}
