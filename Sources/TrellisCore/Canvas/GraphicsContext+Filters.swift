extension GraphicsContext {
    /// How what is drawn combines with what is under it, as SwiftUI's
    /// `GraphicsContext.BlendMode` (the PDF blend modes and Porter-Duff
    /// operators, each an XRender operator in the backend).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        var displayMode: DisplayBlendMode {
            let modes: [DisplayBlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
                .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor,
                // XRender has no "plus darker"; its nearest operator is darken.
                .darken, .plusLighter]
            return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : .normal
        }
    }

    /// An effect applied to each later drawing operation, as SwiftUI's
    /// `GraphicsContext.Filter`: shadows, blurs and colour changes.
    public struct Filter {
        enum Kind {
            case shadow(Color, radius: CGFloat, offset: CGSize, blendMode: BlendMode, options: ShadowOptions)
            case blur(CGFloat, options: BlurOptions)
            case colorMatrix(ColorMatrix)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }

        let kind: Kind

        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius: radius, offset: CGSize(width: x, height: y), blendMode: blendMode, options: options))
        }

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius, options: options))
        }

        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.grayscale(amount))) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }

        /// Inverts colours by `amount` (0 unchanged, 1 fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isFinite ? max(0, min(1, amount)) : 0
            let k = 1 - 2 * a
            return Filter(kind: .colorMatrix(ColorMatrix(rows: [[k, 0, 0, 0, a], [0, k, 0, 0, a], [0, 0, k, 0, a], [0, 0, 0, 1, 0]])))
        }

        /// Multiplies every colour by `color` (resolved in light appearance).
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .colorMatrix(.multiply(color.resolved(in: EnvironmentValues()))))
        }

        /// The luminance becomes the alpha, the colour black.
        public static var luminanceToAlpha: Filter {
            Filter(kind: .colorMatrix(ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                                         [0.2125, 0.7154, 0.0721, 0, 0]])))
        }

        /// Pixels whose alpha lies in `min…max` become `color`, the rest clear.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn over the content instead of under it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow is inside the shape (the inverse of its alpha).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// The shadow keeps the content's colours.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The result is opaque where the content was.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Edges are not faded to transparency.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what lies outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}

extension GraphicsContext.Filter {
    /// This filter as a layer around `content`'s items.
    @MainActor func layer(scale: CGFloat, environment: EnvironmentValues) -> DisplayLayer? {
        var layer = DisplayLayer()
        switch kind {
        case .shadow(let color, let radius, let offset, _, _):
            layer.shadow = DisplayShadow(color: color.resolved(in: environment),
                                         radius: DisplayListRecorder.sanitizedRadius(radius) * scale,
                                         offset: CGSize(width: offset.width.finiteOrZero * scale, height: offset.height.finiteOrZero * scale))
        case .blur(let radius, _):
            layer.blurRadius = DisplayListRecorder.sanitizedRadius(radius) * scale
        case .colorMatrix(let matrix):
            layer.colorMatrix = matrix
        case .alphaThreshold(let low, let high, let color):
            // Alpha scaled steeply about the threshold, then tinted.
            let c = color.resolved(in: environment)
            let low = low.isFinite ? low : 0, high = high.isFinite ? high : 1
            guard low < high else { return nil }
            let steep = 255.0
            layer.colorMatrix = ColorMatrix(rows: [[0, 0, 0, 0, c.red], [0, 0, 0, 0, c.green], [0, 0, 0, 0, c.blue],
                                                   [0, 0, 0, steep, -steep * low + 0.5]])
        }
        return layer
    }
}
