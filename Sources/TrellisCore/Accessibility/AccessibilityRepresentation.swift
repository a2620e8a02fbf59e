/// `accessibilityRepresentation(representation:)`: screen readers meet the
/// representation (a `Toggle`, a `Slider`…) in place of the view, at the
/// view's place. The representation is a child of its own that layout sets
/// aside (`LayoutSubview.hide`): it is built and kept up to date, so its
/// actions act on its bindings as the real control's would, but it is
/// never drawn, hit or focused.
package nonisolated struct AccessibilityRepresentationView<Content: View, Representation: View>: View {
    package typealias Body = Never
    let content: Content
    let representation: Representation
}

/// A view whose accessibility elements come from its second child.
@MainActor
protocol AccessibilityRepresenting {}

@MainActor extension AccessibilityRepresentationView: ContentWrapperLayout, AccessibilityRepresenting {
    var kindName: String { "AccessibilityRepresentation" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        visit(.index(1), representation)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard let first = subviews.first else { return .zero }
        return first.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        for (index, subview) in subviews.enumerated() {
            if index == 0 { subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal) } else { subview.hide() }
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        guard let first = subviews.first else { return nil }
        return first.dimensions(in: ProposedViewSize(size)).explicit(key)
    }
}

nonisolated extension View {
    /// Replaces this view's accessibility elements with those of
    /// `representation`, which is never shown.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        AccessibilityRepresentationView(content: self, representation: representation())
    }
}
