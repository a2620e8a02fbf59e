/// `minimumScaleFactor`: a text that would be cut is set in smaller fonts,
/// down to the factor, until all of it shows.
extension EnvironmentValues {
    /// The smallest fraction of its size a text's font may shrink to so
    /// that the text fits; 1 (the default) never shrinks.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

nonisolated extension View {
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}

private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

@MainActor extension IdealTextLayout {
    /// `layout` when it shows every character or the text may not shrink;
    /// else the layout at the largest scale (down to the minimum factor)
    /// that shows everything, or at the minimum factor, still cut.
    func scaledToFit(_ layout: TextLayout, proposal: ProposedViewSize, measurer: TextMeasurer) -> TextLayout {
        let minimum = max(0.01, min(1, minimumScaleFactor))
        guard minimum < 1, !layout.showsEverything else { return layout }
        func attempt(_ scale: CGFloat) -> TextLayout { self.layout(at: scale, proposal: proposal, measurer: measurer) }

        // One line at its ideal size shrinks in proportion: try that first.
        if self.layout.lines.count == 1, let width = proposal.width, self.layout.size.width > 0 {
            let proportional = attempt(max(minimum, min(1, width / self.layout.size.width)))
            if proportional.showsEverything { return proportional }
        }
        let smallest = attempt(minimum)
        guard smallest.showsEverything else { return smallest }
        var best = smallest
        var low = minimum, high: CGFloat = 1
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let candidate = attempt(middle)
            if candidate.showsEverything { best = candidate; low = middle } else { high = middle }
        }
        return best
    }

    /// The text laid out with its fonts at `scale` times their size; a
    /// height limits the lines by the smaller lines' height.
    private func layout(at scale: CGFloat, proposal: ProposedViewSize, measurer: TextMeasurer) -> TextLayout {
        let scaled = styled.scaled(by: scale)
        let breaker = Self.breaker(for: scaled, truncationMode: truncationMode, measurer: measurer)
        var layout = breaker.layout(scaled.string, width: proposal.width, maxLines: maxLines).spaced(by: lineSpacing)
        if let height = proposal.height, height.isFinite, layout.size.height > height + 0.001 {
            let fitting = max(1, Int(((height + lineSpacing + 0.001) / max(layout.lineAdvance, 1)).rounded(.down)))
            layout = breaker.layout(scaled.string, width: proposal.width, maxLines: min(maxLines ?? .max, fitting))
                .spaced(by: lineSpacing)
        }
        layout.fontScale = scale
        return layout
    }
}
