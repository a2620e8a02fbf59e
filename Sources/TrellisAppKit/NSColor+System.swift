import TrellisCore

/// AppKit's named and semantic colours. The semantic ones (labels,
/// backgrounds, controls, separators, the accent) are Trellis' system
/// colours, so they turn dark with the window; `system…` colours are
/// SwiftUI's named ones (`Color.red` …), which adapt too; the fixed ones
/// (`red`, `darkGray` …) are AppKit's device colours.
extension NSColor {
    private static func system(_ name: SystemColor, _ opacity: Double = 1) -> NSColor {
        NSColor(color: opacity == 1 ? Color(system: name) : Color(system: name).opacity(opacity))
    }

    // Fixed colours (AppKit's calibrated ones).
    public static var black: NSColor { NSColor(color: .black) }
    public static var white: NSColor { NSColor(color: .white) }
    public static var clear: NSColor { NSColor(color: .clear) }
    public static var darkGray: NSColor { NSColor(white: 1 / 3, alpha: 1) }
    public static var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    public static var lightGray: NSColor { NSColor(white: 2 / 3, alpha: 1) }
    public static var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // Adaptable system colours.
    public static var systemRed: NSColor { system(.red) }
    public static var systemOrange: NSColor { system(.orange) }
    public static var systemYellow: NSColor { system(.yellow) }
    public static var systemGreen: NSColor { system(.green) }
    public static var systemMint: NSColor { system(.mint) }
    public static var systemTeal: NSColor { system(.teal) }
    public static var systemCyan: NSColor { system(.cyan) }
    public static var systemBlue: NSColor { system(.blue) }
    public static var systemIndigo: NSColor { system(.indigo) }
    public static var systemPurple: NSColor { system(.purple) }
    public static var systemPink: NSColor { system(.pink) }
    public static var systemBrown: NSColor { system(.brown) }
    public static var systemGray: NSColor { system(.gray) }

    // Labels and text: the label colour at macOS' levels.
    public static var labelColor: NSColor { system(.label) }
    public static var secondaryLabelColor: NSColor { system(.label, 0.5 / 0.85) }
    public static var tertiaryLabelColor: NSColor { system(.label, 0.26 / 0.85) }
    public static var quaternaryLabelColor: NSColor { system(.label, 0.1 / 0.85) }
    public static var textColor: NSColor { system(.label) }
    public static var placeholderTextColor: NSColor { system(.label, 0.25 / 0.85) }
    public static var headerTextColor: NSColor { system(.label) }
    public static var controlTextColor: NSColor { system(.label) }
    public static var disabledControlTextColor: NSColor { system(.label, 0.25 / 0.85) }
    public static var selectedTextColor: NSColor { system(.label) }
    public static var selectedMenuItemTextColor: NSColor { system(.labelOnAccent) }
    public static var alternateSelectedControlTextColor: NSColor { system(.labelOnAccent) }
    public static var linkColor: NSColor { system(.accent) }

    // Backgrounds.
    public static var windowBackgroundColor: NSColor { system(.windowBackground) }
    public static var underPageBackgroundColor: NSColor { system(.groupedBackground) }
    public static var textBackgroundColor: NSColor { system(.listBackground) }
    public static var controlBackgroundColor: NSColor { system(.listBackground) }
    public static var alternatingContentBackgroundColors: [NSColor] { [system(.listBackground), system(.alternateRow)] }
    public static var windowFrameColor: NSColor { system(.barBackground) }

    // Controls, selection and lines.
    public static var controlColor: NSColor { system(.controlFill) }
    public static var controlAccentColor: NSColor { system(.accent) }
    public static var selectedControlColor: NSColor { system(.accent, 0.3) }
    public static var keyboardFocusIndicatorColor: NSColor { system(.accent, 0.5) }
    public static var selectedContentBackgroundColor: NSColor { system(.accent) }
    public static var unemphasizedSelectedContentBackgroundColor: NSColor { system(.sidebarSelection) }
    public static var selectedTextBackgroundColor: NSColor { system(.accent, 0.3) }
    public static var unemphasizedSelectedTextBackgroundColor: NSColor { system(.sidebarSelection) }
    public static var findHighlightColor: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var separatorColor: NSColor { system(.separator) }
    public static var gridColor: NSColor { system(.listSeparator) }
    public static var shadowColor: NSColor { NSColor(color: .black) }
    public static var highlightColor: NSColor { NSColor(color: .white) }
    public static var scrubberTexturedBackground: NSColor { system(.barBackground) }
}
