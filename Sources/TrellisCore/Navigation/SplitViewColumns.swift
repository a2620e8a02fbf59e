import Foundation

/// A split view column's width limits (`navigationSplitViewColumnWidth`).
struct SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
}

/// Carries a column's width wish to the split view around it.
package nonisolated struct SplitColumnWidthView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let width: SplitColumnWidth
}

@MainActor protocol SplitColumnWidthCarrying {
    var columnWidth: SplitColumnWidth { get }
}

@MainActor extension SplitColumnWidthView: TransparentView, SplitColumnWidthCarrying {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    var columnWidth: SplitColumnWidth { width }
}

nonisolated extension View {
    /// A fixed width for this column of a split view (the user cannot drag it).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// The width this column of a split view starts at, and how far the
    /// user may drag its edge.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}

@MainActor
enum SplitColumnLayout {
    /// The widths a column takes when it says nothing: a sidebar's and a
    /// content column's, and how far they may be dragged.
    static let defaults: [SplitColumnWidth] = [SplitColumnWidth(min: 150, ideal: 220, max: 400),
                                               SplitColumnWidth(min: 180, ideal: 260, max: 480)]
    /// The detail column keeps at least this much when a column is dragged.
    static let detailMinimum: CGFloat = 120

    /// The width wish written on a column's view (outermost modifiers).
    static func width(of view: any View) -> SplitColumnWidth? {
        if let carrying = view as? any SplitColumnWidthCarrying { return carrying.columnWidth }
        if let list = ViewKindCache.transparent(view), let (_, inner) = list.passThroughChild { return width(of: inner) }
        return nil
    }

    static func limits(_ width: SplitColumnWidth) -> ClosedRange<CGFloat> {
        let finiteIdeal = width.ideal.isFinite ? Swift.max(0, width.ideal) : 0
        let low = width.min.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? Swift.min(finiteIdeal, 150)
        let high = width.max.flatMap { $0.isFinite ? Swift.max(low, $0) : nil } ?? Swift.max(low, Swift.max(finiteIdeal, 400))
        return low...high
    }

    /// The widths of the leading columns (sidebar, then content), from
    /// what they asked and what the user dragged them to.
    static func widths(_ specs: [SplitColumnWidth], dragged: [Int: CGFloat]) -> [CGFloat] {
        specs.enumerated().map { i, spec in
            let range = limits(spec)
            let wanted = dragged[i] ?? (spec.ideal.isFinite ? spec.ideal : range.lowerBound)
            return Swift.min(Swift.max(wanted, range.lowerBound), range.upperBound)
        }
    }
}

/// The edge after a split view's column: dragging it resizes the column
/// within its limits; the detail column takes what is left.
enum SplitDividerHandle {
    static let width: CGFloat = 7

    @MainActor static func make(column: Int, limits: ClosedRange<CGFloat>, context: NavigationContext) -> ColumnResizeHandle {
        ColumnResizeHandle(limits: limits, currentWidth: {
            column < context.placedColumnWidths.count ? context.placedColumnWidths[column] : limits.lowerBound
        }, setWidth: { width in
            context.draggedColumnWidths[column] = width
            if let node = context.owner?.node {
                node.invalidateLayout()
                node.host.setNeedsLayout()
            }
        })
    }
}
