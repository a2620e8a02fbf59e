import Foundation

/// A direction in which content is laid out, as SwiftUI's: set from the
/// user's locale (right to left for Arabic, Hebrew, Persian, Urdu…) and
/// overridden with `.environment(\.layoutDirection, …)`.
///
/// A container in a right-to-left environment has its subviews' x
/// positions flipped within it (`LayoutEngine.arrange`): layouts,
/// including custom ones, compute as for left to right and the result is
/// mirrored, so stacks, grids, padding, alignment and overlays all read
/// from the right. Shapes and text glyphs are not mirrored.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

extension EnvironmentValues {
    /// The layout direction: the locale's unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

@MainActor extension LayoutSubviews {
    /// The layout direction of the container: a custom layout places its
    /// subviews as for left to right, and the engine mirrors them.
    public var layoutDirection: LayoutDirection {
        container?.environment.layoutDirection ?? LayoutDirectionKey.defaultValue
    }
}

extension SystemRegion {
    /// Right to left when the locale's language is written right to left.
    package static func layoutDirection(localeIdentifier identifier: String) -> LayoutDirection {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// Languages written right to left (ISO 639 codes, old Hebrew and
    /// Yiddish codes included).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "ku", "nqo", "pa_arab", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = SystemRegion.layoutDirection(
        localeIdentifier: SystemRegion.localeIdentifier(environment: ProcessEnvironment.atStart))
}
