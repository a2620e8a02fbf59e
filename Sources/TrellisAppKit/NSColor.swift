import Foundation
import TrellisCore

/// AppKit's colour, as Mac SwiftUI code reaches it through `import
/// SwiftUI`: `Color(nsColor: .windowBackgroundColor)`, `Color(NSColor.separatorColor)`.
///
/// The semantic colours follow the window's colour scheme as on macOS:
/// each is one of Trellis' system colours (`SystemPalette`), light or dark
/// where it is drawn. An `NSColor` here only describes a colour for
/// SwiftUI views; there is no AppKit drawing on Linux to use it in.
public final class NSColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The SwiftUI colour this one draws as.
    package let color: Color

    package init(color: Color) {
        self.color = color
    }

    /// The colour a SwiftUI `Color` describes.
    public convenience init(_ color: Color) { self.init(color: color) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Calibrated and device RGB are taken as sRGB: an X11 screen has no
    /// other colour space.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: white, opacity: alpha))
    }

    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
    }

    public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// The same colour with `alpha` times its opacity replaced, as AppKit's.
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(color: color.opacity(alpha))
    }

    public static func == (a: NSColor, b: NSColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "NSColor(\(color))" }
}

extension Color {
    /// A SwiftUI colour from an AppKit one (macOS 12).
    public init(nsColor: NSColor) { self = nsColor.color }

    /// A SwiftUI colour from an AppKit one.
    public init(_ nsColor: NSColor) { self = nsColor.color }
}
