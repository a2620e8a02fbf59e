/// Every colour the standard controls (toggles, sliders, steppers,
/// pickers, progress indicators) draw with, light and dark, in one place,
/// so that the system palette and the environment's tint can replace
/// them here alone.
///
/// The light forms match the bordered button and the menu control (white
/// bezels, a 20% black edge, grey while pressed); the dark forms are
/// GTK's Adwaita-dark greys. The "on" colour is the accent colour.
struct ControlPalette {
    let isDark: Bool

    init(scheme: ColorScheme) { isDark = scheme == .dark }

    /// An on switch, a checked box, a slider's filled part, the selected segment.
    var accent: Color { Color.accentColor }
    /// Marks drawn on the accent colour (a check, a radio's dot, a segment's text).
    var onAccent: Color { .white }

    /// The face of a box, a radio button, a segment, a stepper or a popup button.
    func bezel(hovered: Bool, pressed: Bool) -> Color {
        if isDark { return Color(white: pressed ? 0.42 : hovered ? 0.36 : 0.30) }
        return pressed ? Color(white: 0.82) : hovered ? Color(white: 0.96) : .white
    }

    /// The thin edge around a bezel.
    var edge: Color { isDark ? Color.white.opacity(0.14) : Color.black.opacity(0.22) }
    /// An off switch's track, a slider's groove, a progress bar's track.
    var track: Color { isDark ? Color.white.opacity(0.18) : Color.black.opacity(0.12) }
    /// A switch's or a slider's knob.
    func knob(pressed: Bool) -> Color {
        if isDark { return Color(white: pressed ? 0.78 : 0.88) }
        return pressed ? Color(white: 0.92) : .white
    }
    /// The edge around a knob, so that a white knob shows on a light track.
    var knobEdge: Color { isDark ? Color.black.opacity(0.3) : Color.black.opacity(0.2) }
    /// Arrows and marks on a bezel (a stepper's chevrons, an unselected dot).
    var glyph: Color { isDark ? Color.white.opacity(0.85) : Color.black.opacity(0.7) }
}
