@testable import TrellisCore

/// The colours a view is drawn in, read from its display list in a
/// 300×200 window: what the foreground-style tests compare.
@MainActor
enum DrawnColors {
    /// Each text's colour, by its string.
    static func texts(_ view: some View) -> [String: RGBAColor] {
        var colors: [String: RGBAColor] = [:]
        for case .text(let string, _, _, let color) in TestHost(view, width: 300, height: 200).host.displayList().items {
            colors[string] = color
        }
        return colors
    }

    /// The colours of the plain fills, in drawing order.
    static func fills(_ view: some View) -> [RGBAColor] {
        TestHost(view, width: 300, height: 200).host.displayList().items.compactMap {
            if case .fill(_, let color) = $0 { color } else { nil }
        }
    }
}
