/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// with SwiftUI's semantics, per axis:
///
/// - The content is proposed the frame's proposal — or, when there is
///   none, its ideal — clamped to [min, max]; with neither, nothing.
/// - With both bounds and a proposal, the frame is the proposal clamped to
///   them, whatever the content's size. Without a proposal, a given ideal
///   is the frame's size as it is (also below the minimum or above the
///   maximum: SwiftUI reports such constraints as contradictory, and
///   keeps the ideal).
/// - Otherwise the content's size decides, held to the bounds: a minimum
///   raises it (`minHeight: 64` never goes below 64) but never above what
///   the content was offered; a maximum caps it (also content that does not
///   shrink: a fixed-size text in `maxWidth: 100` gives a 100-point
///   frame it overflows) but never below what the content was offered, so
///   `maxWidth: .infinity` takes all the width offered.
/// - The content is placed with the frame's size as its proposal, except
///   for a frame with no proposal and no ideal that sits strictly between
///   its bounds: that one asks its content for its ideal size again.
package nonisolated struct FlexibleFrameView<Content: View>: View {
    package typealias Body = Never
    // Shared by every copy, so the node below keeps no copy of its own
    // (see `SharedViewFields`).
    private struct Fields {
        let content: Content
        let width: Limits
        let height: Limits
        let alignment: Alignment
    }
    private let shared: SharedViewFields<Fields>

    init(content: Content, width: Limits, height: Limits, alignment: Alignment) {
        shared = SharedViewFields(Fields(content: content, width: width, height: height, alignment: alignment))
    }

    var content: Content { shared.fields.content }
    var width: Limits { shared.fields.width }
    var height: Limits { shared.fields.height }
    var alignment: Alignment { shared.fields.alignment }

    struct Limits: Equatable {
        // Three doubles with NaN for "not given", 24 bytes where three
        // optionals take 48 (a frame on each of 10,000 tiles: 0.5 MB). A
        // given bound is never NaN: `frame(…)` drops those.
        private var storedMin, storedIdeal, storedMax: CGFloat

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            storedMin = min ?? .nan
            storedIdeal = ideal ?? .nan
            storedMax = max ?? .nan
        }

        var min: CGFloat? {
            get { storedMin.isNaN ? nil : storedMin }
            set { storedMin = newValue ?? .nan }
        }
        var ideal: CGFloat? {
            get { storedIdeal.isNaN ? nil : storedIdeal }
            set { storedIdeal = newValue ?? .nan }
        }
        var max: CGFloat? {
            get { storedMax.isNaN ? nil : storedMax }
            set { storedMax = newValue ?? .nan }
        }

        // As the optionals compare: two absent bounds are equal.
        static func == (a: Limits, b: Limits) -> Bool { a.min == b.min && a.ideal == b.ideal && a.max == b.max }

        func proposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let length = proposed ?? ideal else { return nil }
            return clamp(length, min, max)
        }

        /// What the content is offered when the frame, `size` long, places it.
        func placementProposal(_ proposed: CGFloat?, size: CGFloat) -> CGFloat? {
            guard proposed == nil, ideal == nil else { return size }
            let betweenBounds = size > (min ?? -.infinity) && size < (max ?? .infinity)
            return betweenBounds ? nil : size
        }

        /// The frame's length, given the content's length when it was
        /// offered `proposal(proposed)`.
        func size(proposed: CGFloat?, content: CGFloat) -> CGFloat {
            if let proposed {
                if let min, let max { return clamp(proposed, min, max) }
            } else if let ideal {
                return ideal
            }
            let offered = proposal(proposed)
            switch (min, max) {
            case let (min?, max?): return clamp(content, min, max)
            case let (min?, nil): return Swift.max(min, Swift.min(offered ?? .infinity, content))
            case let (nil, max?): return Swift.min(max, Swift.max(offered ?? -.infinity, content))
            case (nil, nil): return content
            }
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

@MainActor extension FlexibleFrameView: FramedView, ForwardsLayoutValues {
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
extension FlexibleFrameView: Equatable where Content: Equatable {
    package static func == (a: Self, b: Self) -> Bool {
        a.shared === b.shared
            || (a.content == b.content && a.width == b.width && a.height == b.height && a.alignment == b.alignment)
    }
}
