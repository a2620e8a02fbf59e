extension Color {
    /// The colour space components are given in, as SwiftUI's. Trellis
    /// draws in sRGB: linear components are converted, Display P3 is
    /// taken as sRGB (the two differ only in saturated colours).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGBLinear:
            self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), opacity: opacity)
        case .sRGB, .displayP3:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A linear component in sRGB's transfer curve.
    private static func encoded(_ linear: Double) -> Double {
        guard linear.isFinite else { return 0 }
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
