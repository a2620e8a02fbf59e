/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// with SwiftUI's semantics, per axis:
///
/// - The content is proposed the parent's proposal clamped to [min, max];
///   an unspecified proposal becomes the ideal dimension when one is given.
/// - With neither min nor max, the frame takes the content's size.
/// - Otherwise the frame takes the proposal clamped to [min, max], where a
///   missing bound is the content's size: `maxWidth: .infinity` takes all
///   the width offered, `minHeight: 64` never goes below 64.
/// - An unspecified proposal gives the ideal dimension (at least the
///   minimum), else the content's size clamped to [min, max].
/// - Placed without a proposal, a frame that sits at one of its bounds
///   offers its content that length (flexible content fills the frame);
///   between its bounds it is its content's ideal size, asked for again.
package nonisolated struct FlexibleFrameView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let width: Limits
    let height: Limits
    let alignment: Alignment

    struct Limits: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func proposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return clamp(proposed, min, max)
        }

        /// What the content is offered when the frame, `size` long, places it.
        func placementProposal(_ proposed: CGFloat?, size: CGFloat) -> CGFloat? {
            guard proposed == nil, ideal == nil else { return proposal(proposed) }
            let betweenBounds = size > (min ?? -.infinity) && size < (max ?? .infinity)
            return betweenBounds ? nil : size
        }

        func size(proposed: CGFloat?, content: CGFloat) -> CGFloat {
            if let proposed {
                if min == nil, max == nil { return content }
                return clamp(proposed, min ?? content, max ?? content)
            }
            // A given ideal holds above the maximum (SwiftUI raises the
            // maximum to it), not below the minimum; the content's ideal
            // is held to both bounds.
            if let ideal { return Swift.max(ideal, min ?? ideal) }
            return clamp(content, min, max)
        }

        /// The lower bound wins when the bounds cross (min > max).
        private func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
            var result = value
            if let high { result = Swift.min(result, high) }
            if let low { result = Swift.max(result, low) }
            return result
        }
    }
}

@MainActor extension FlexibleFrameView: FramedView {
    var kindName: String { "Frame" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner(p))
        return CGSize(width: width.size(proposed: p.width, content: size.width),
                      height: height.size(proposed: p.height, content: size.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let p = proposal.sanitized
        let placing = ProposedViewSize(width: width.placementProposal(p.width, size: bounds.width),
                                       height: height.placementProposal(p.height, size: bounds.height))
        ModifierContent(subviews: subviews).place(in: bounds, alignment: alignment, proposal: placing)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        ModifierContent(subviews: subviews)
            .explicitAlignment(key, size: size, alignment: alignment, proposal: inner(ProposedViewSize(size)))
    }
}

nonisolated extension View {
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func check(_ value: CGFloat?, _ name: String, infinityAllowed: Bool) -> CGFloat? {
            guard let value else { return nil }
            guard !value.isNaN, value >= 0, infinityAllowed || value.isFinite else {
                Diagnostics.report("invalid frame dimension (\(name): \(value)); it is ignored")
                return nil
            }
            return value
        }
        var width = FlexibleFrameView<Self>.Limits(min: check(minWidth, "minWidth", infinityAllowed: false),
                                                   ideal: check(idealWidth, "idealWidth", infinityAllowed: false),
                                                   max: check(maxWidth, "maxWidth", infinityAllowed: true))
        var height = FlexibleFrameView<Self>.Limits(min: check(minHeight, "minHeight", infinityAllowed: false),
                                                    ideal: check(idealHeight, "idealHeight", infinityAllowed: false),
                                                    max: check(maxHeight, "maxHeight", infinityAllowed: true))
        if let low = width.min, let high = width.max, low > high {
            Diagnostics.report("contradictory frame constraints (minWidth \(low) > maxWidth \(high)); minWidth wins")
            width.max = low
        }
        if let low = height.min, let high = height.max, low > high {
            Diagnostics.report("contradictory frame constraints (minHeight \(low) > maxHeight \(high)); minHeight wins")
            height.max = low
        }
        return FlexibleFrameView(content: self, width: width, height: height, alignment: alignment)
    }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension FlexibleFrameView: Equatable where Content: Equatable {}
