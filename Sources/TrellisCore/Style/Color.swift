/// A colour, as SwiftUI's `Color`. The named colours are macOS's light
/// appearance system colours, so seed apps look as they do on a Mac.
public struct Color: Hashable, Sendable {
    let rgba: RGBAColor

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        rgba = RGBAColor(red: white, green: white, blue: white, alpha: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = saturation.clampedUnit, v = brightness.clampedUnit
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        rgba = RGBAColor(red: r, green: g, blue: b, alpha: opacity)
    }

    init(_ rgba: RGBAColor) { self.rgba = rgba }

    private init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        rgba = RGBAColor(red255: r, green255: g, blue255: b, alpha: a)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(rgba.multiplyingAlpha(by: opacity)) }

    public static let clear = Color(0, 0, 0, 0)
    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)
    public static let gray = Color(142, 142, 147)
    public static let red = Color(255, 59, 48)
    public static let orange = Color(255, 149, 0)
    public static let yellow = Color(255, 204, 0)
    public static let green = Color(40, 205, 65)
    public static let mint = Color(0, 199, 190)
    public static let teal = Color(89, 173, 196)
    public static let cyan = Color(85, 190, 240)
    public static let blue = Color(0, 122, 255)
    public static let indigo = Color(88, 86, 214)
    public static let purple = Color(175, 82, 222)
    public static let pink = Color(255, 45, 85)
    public static let brown = Color(162, 132, 94)
    /// Text and symbols (macOS `labelColor`).
    public static let primary = Color(0, 0, 0, 0.85)
    /// Less important text (macOS `secondaryLabelColor`).
    public static let secondary = Color(0, 0, 0, 0.5)
    public static let accentColor = Color.blue

    /// The window background (macOS `windowBackgroundColor`).
    static let windowBackground = Color(236, 236, 236)
}
