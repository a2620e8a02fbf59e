import Foundation

extension Gradient {
    /// The space colours are interpolated in: `.device` mixes the sRGB
    /// components as they are; `.perceptual` mixes in Oklab, so halfway
    /// between two colours looks halfway.
    public enum ColorSpace: Hashable, Sendable {
        case device
        case perceptual
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is
    /// `rhs`. Both are resolved where the mix is shown (in light or dark).
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(mixing: ColorMix(from: self, to: rhs, fraction: fraction.isFinite ? min(max(fraction, 0), 1) : 0,
                               space: colorSpace))
    }
}

/// Two colours and how far from the first to the second.
struct ColorMix: Hashable, Sendable {
    let from: Color
    let to: Color
    let fraction: Double
    let space: Gradient.ColorSpace

    func resolved(in environment: EnvironmentValues) -> RGBAColor {
        let a = from.resolved(in: environment), b = to.resolved(in: environment)
        let t = fraction
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        switch space {
        case .device:
            return RGBAColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                             blue: a.blue + (b.blue - a.blue) * t, alpha: alpha)
        case .perceptual:
            let p = Oklab(a), q = Oklab(b)
            return Oklab(l: p.l + (q.l - p.l) * t, a: p.a + (q.a - p.a) * t, b: p.b + (q.b - p.b) * t).rgba(alpha: alpha)
        }
    }
}

/// Björn Ottosson's Oklab coordinates of an sRGB colour.
struct Oklab {
    let l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { (self.l, self.a, self.b) = (l, a, b) }

    init(_ color: RGBAColor) {
        let r = Self.linear(color.red), g = Self.linear(color.green), bl = Self.linear(color.blue)
        let lms = [0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl].map { cbrt($0) }
        l = 0.2104542553 * lms[0] + 0.7936177850 * lms[1] - 0.0040720468 * lms[2]
        a = 1.9779984951 * lms[0] - 2.4285922050 * lms[1] + 0.4505937099 * lms[2]
        b = 0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.8086757660 * lms[2]
    }

    func rgba(alpha: Double) -> RGBAColor {
        let l3 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m3 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s3 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return RGBAColor(red: Self.gamma(r), green: Self.gamma(g), blue: Self.gamma(bl), alpha: alpha)
    }

    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func gamma(_ c: Double) -> Double {
        let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return min(max(v, 0), 1)
    }
}
