/// A colour resolved for painting: sRGB components, straight (not
/// premultiplied) alpha, each in 0...1.
///
/// `Color` is what views hold; this is what a `DisplayList` carries, so a
/// backend never needs to know about `Color`'s named system colours.
package struct RGBAColor: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clampedUnit
        self.green = green.clampedUnit
        self.blue = blue.clampedUnit
        self.alpha = alpha.clampedUnit
    }

    /// 0–255 components, as design tools and X11 colour names give them.
    package init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    package func multiplyingAlpha(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
}

extension Double {
    /// NaN becomes 0 so that a bad opacity paints nothing instead of garbage.
    var clampedUnit: Double { isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}
