/// The system colours Trellis' own views draw with, by meaning, each with
/// a light and a dark form. A view holds `Color(system: .controlFill)`;
/// the colour is chosen when it is painted, from the environment's
/// `colorScheme`, so a window turns dark without rebuilding its views.
///
/// Controls add their names here rather than writing colours inline, so
/// that light and dark stay together in one table (`SystemPalette`).
package enum SystemColor: Hashable, Sendable, CaseIterable {
    // Text and symbols (macOS `labelColor`).
    case label
    // The window's background (macOS `windowBackgroundColor`).
    case windowBackground
    // A push button or closed menu control: fill at rest, under the
    // pointer and while pressed, and its outline.
    case controlFill, controlFillHovered, controlFillPressed, controlBorder
    // An open menu's panel and its outline.
    case menuBackground, menuBorder
    // A menu bar title under the pointer or with its menu open: a tint of
    // the text colour, as GTK's menu bars use, so it shows on any bar.
    case menuBarHighlight
    // Text on the accent colour (a highlighted menu row, a prominent button).
    case labelOnAccent
    // A `Divider` (macOS `separatorColor`).
    case separator
    // A `ProgressView`'s empty track.
    case track
    // A scroll view's indicator.
    case scrollIndicator
    // A tooltip's panel and its outline.
    case tooltipBackground, tooltipBorder
    // Lists and tables: the background behind rows, every other row's
    // tint, a row being pressed, a sidebar's selected row, a table's
    // header band and the lines between rows and columns.
    case listBackground, alternateRow, rowPressed, sidebarSelection, tableHeaderBackground, listSeparator
    // A sidebar's background and a navigation or tool bar's.
    case sidebarBackground, barBackground
    // A grouped box (a form section, a group box, a tab bar's track).
    case groupedBackground
    // The materials (`.regularMaterial` …): a translucent grey each, from
    // the most translucent to the most opaque, and the toolbars' one.
    // Nothing behind them is blurred (see `Material`).
    case materialUltraThin, materialThin, materialRegular, materialThick, materialUltraThick, materialBar
    // The default accent, when neither `tint` nor `accentColor` sets one.
    case accent
    // The named colours (`Color.red` …), which SwiftUI adapts too.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
}

/// The table of `SystemColor`s for one colour scheme.
package enum SystemPalette {
    package static func color(_ name: SystemColor, in scheme: ColorScheme) -> RGBAColor {
        switch scheme {
        case .light: light(name)
        case .dark: dark(name)
        }
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red255: r, green255: g, blue255: b, alpha: a)
    }

    private static func white(_ w: Double, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red: w, green: w, blue: w, alpha: a)
    }

    /// GNOME Adwaita's accent blue (#3584e4), the blue a Linux desktop
    /// highlights with, in both schemes.
    private static let adwaitaBlue = rgb(53, 132, 228)

    /// macOS's light appearance, so seed apps look as they do on a Mac.
    private static func light(_ name: SystemColor) -> RGBAColor {
        switch name {
        case .label: white(0, 0.85)
        case .windowBackground: rgb(236, 236, 236)
        case .controlFill: white(1)
        case .controlFillHovered: white(0.96)
        case .controlFillPressed: white(0.82)
        case .controlBorder: white(0, 0.2)
        case .menuBackground: white(1)
        case .menuBorder: white(0, 0.25)
        case .menuBarHighlight: white(0, 0.1)
        case .labelOnAccent: white(1)
        case .separator: white(0, 0.1)
        case .track: white(0, 0.1)
        case .scrollIndicator: white(0, 0.3)
        case .tooltipBackground: rgb(250, 250, 250)
        case .tooltipBorder: white(0, 0.25)
        case .listBackground: white(1)
        case .alternateRow: white(0, 0.035)
        case .rowPressed: white(0, 0.06)
        case .sidebarSelection: white(0, 0.1)
        case .tableHeaderBackground: white(1)
        case .listSeparator: white(0, 0.12)
        case .sidebarBackground: white(0.93)
        case .barBackground: white(0.965)
        case .groupedBackground: white(0, 0.04)
        case .materialUltraThin: white(0.97, 0.4)
        case .materialThin: white(0.97, 0.55)
        case .materialRegular: white(0.97, 0.7)
        case .materialThick: white(0.97, 0.82)
        case .materialUltraThick: white(0.97, 0.92)
        case .materialBar: white(0.965, 0.88)
        case .accent: adwaitaBlue
        case .red: rgb(255, 59, 48)
        case .orange: rgb(255, 149, 0)
        case .yellow: rgb(255, 204, 0)
        case .green: rgb(40, 205, 65)
        case .mint: rgb(0, 199, 190)
        case .teal: rgb(89, 173, 196)
        case .cyan: rgb(85, 190, 240)
        case .blue: rgb(0, 122, 255)
        case .indigo: rgb(88, 86, 214)
        case .purple: rgb(175, 82, 222)
        case .pink: rgb(255, 45, 85)
        case .brown: rgb(162, 132, 94)
        case .gray: rgb(142, 142, 147)
        }
    }

    /// macOS's dark appearance: light text on a dark grey window, controls
    /// a little lighter than the window (lighter still when pressed), the
    /// named colours a shade brighter so they keep their contrast.
    private static func dark(_ name: SystemColor) -> RGBAColor {
        switch name {
        case .label: white(1, 0.85)
        case .windowBackground: rgb(50, 50, 50)
        case .controlFill: rgb(84, 84, 84)
        case .controlFillHovered: rgb(96, 96, 96)
        case .controlFillPressed: rgb(118, 118, 118)
        case .controlBorder: white(1, 0.12)
        case .menuBackground: rgb(40, 40, 40)
        case .menuBorder: white(1, 0.2)
        case .menuBarHighlight: white(1, 0.12)
        case .labelOnAccent: white(1)
        case .separator: white(1, 0.1)
        case .track: white(1, 0.15)
        case .scrollIndicator: white(1, 0.35)
        case .tooltipBackground: rgb(30, 30, 30)
        case .tooltipBorder: white(1, 0.2)
        case .listBackground: rgb(30, 30, 30)
        case .alternateRow: white(1, 0.04)
        case .rowPressed: white(1, 0.08)
        case .sidebarSelection: white(1, 0.12)
        case .tableHeaderBackground: rgb(30, 30, 30)
        case .listSeparator: white(1, 0.12)
        case .sidebarBackground: rgb(40, 40, 40)
        case .barBackground: rgb(56, 56, 56)
        case .groupedBackground: white(1, 0.05)
        case .materialUltraThin: white(0.14, 0.4)
        case .materialThin: white(0.14, 0.55)
        case .materialRegular: white(0.14, 0.7)
        case .materialThick: white(0.14, 0.82)
        case .materialUltraThick: white(0.14, 0.92)
        case .materialBar: rgb(56, 56, 56, 0.88)
        case .accent: adwaitaBlue
        case .red: rgb(255, 69, 58)
        case .orange: rgb(255, 159, 10)
        case .yellow: rgb(255, 214, 10)
        case .green: rgb(50, 215, 75)
        case .mint: rgb(102, 212, 207)
        case .teal: rgb(106, 196, 220)
        case .cyan: rgb(90, 200, 245)
        case .blue: rgb(10, 132, 255)
        case .indigo: rgb(94, 92, 230)
        case .purple: rgb(191, 90, 242)
        case .pink: rgb(255, 55, 95)
        case .brown: rgb(172, 142, 104)
        case .gray: rgb(152, 152, 157)
        }
    }
}
