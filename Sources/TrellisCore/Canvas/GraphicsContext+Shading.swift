extension GraphicsContext {
    /// A colour or pattern a path is filled or stroked with, as SwiftUI's
    /// `GraphicsContext.Shading`. Gradients are given in the context's
    /// current user space; a shape style is laid out over the bounding box
    /// of what it fills.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case style(any ShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
            case palette([Shading])
        }

        let kind: Kind

        /// The foreground style of the context's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// Several shadings; a single path or text uses the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, white: white, opacity: opacity)))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }

        /// The image repeated over the plane from `origin`, `scale` points
        /// per pixel; `sourceRect` is the part used, in unit coordinates.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }
    }

    /// How a gradient continues past its ends. Trellis pads with the end
    /// colours; `repeat` and `mirror` are drawn padded too (listed in the README).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

extension GraphicsContext.Shading {
    /// The paint for a fill covering `bounds` (user space), in the user
    /// space of `transform`; `environment` resolves colours and styles.
    @MainActor func resolved(bounds: CGRect, transform: CGAffineTransform, environment: EnvironmentValues) -> ResolvedPaint? {
        func gradientPaint(_ gradient: Gradient, _ kind: DisplayGradient.Kind) -> ResolvedPaint? {
            let stops = gradient.resolvedStops(in: environment)
            guard !stops.isEmpty else { return nil }
            return .gradient(DisplayGradient(kind: kind, stops: stops, transform: transform))
        }
        switch kind {
        case .color(let color):
            return .color(color.resolved(in: environment))
        case .foreground:
            return ForegroundStyle().resolvedPaint(in: bounds, environment: environment).transformedGradient(by: transform)
        case .style(let style):
            return style.resolvedPaint(in: bounds, environment: environment).transformedGradient(by: transform)
        case .linear(let gradient, let start, let end, _):
            return gradientPaint(gradient, .linear(start: start, end: end))
        case .radial(let gradient, let center, let startRadius, let endRadius, _):
            return gradientPaint(gradient, .radial(center: center, startRadius: max(0, startRadius.finiteOrZero),
                                                   endRadius: max(0, endRadius.finiteOrZero)))
        case .conic(let gradient, let center, let angle, _):
            let start = angle.radians.isFinite ? angle.radians : 0
            return gradientPaint(gradient, .angular(center: center, startAngle: start, endAngle: start + 2 * .pi))
        case .tiledImage(let image, let origin, let sourceRect, let scale):
            let decoded = image.decoded
            let scale = scale.isFinite && scale > 0 ? scale : 1
            let pixels = CGRect(x: sourceRect.minX * CGFloat(decoded.width), y: sourceRect.minY * CGFloat(decoded.height),
                                width: sourceRect.width * CGFloat(decoded.width), height: sourceRect.height * CGFloat(decoded.height))
            guard pixels.width > 0, pixels.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
            // The tiles cover the filled area, starting from a whole tile before it.
            let tile = CGSize(width: pixels.width * scale, height: pixels.height * scale)
            let x0 = origin.x + ((bounds.minX - origin.x) / tile.width).rounded(.down) * tile.width
            let y0 = origin.y + ((bounds.minY - origin.y) / tile.height).rounded(.down) * tile.height
            var item = DisplayImage(image: decoded, source: pixels,
                                    rect: CGRect(x: x0, y: y0, width: bounds.maxX - x0, height: bounds.maxY - y0))
            item.tiled = true
            item.transform = transform
            return .image(item)
        case .palette(let shadings):
            return shadings.first?.resolved(bounds: bounds, transform: transform, environment: environment)
        }
    }

    /// The colour of text drawn with this shading (a gradient's middle).
    @MainActor func textColor(environment: EnvironmentValues) -> RGBAColor? {
        resolved(bounds: .zero, transform: .identity, environment: environment)?.representativeColor
    }
}

extension ResolvedPaint {
    /// A gradient laid out in user space, mapped by `transform`.
    func transformedGradient(by transform: CGAffineTransform) -> ResolvedPaint {
        switch self {
        case .gradient(var gradient):
            gradient.transform = gradient.transform.concatenating(transform)
            return .gradient(gradient)
        case .image(var image):
            image.transform = image.transform.concatenating(transform)
            return .image(image)
        case .color:
            return self
        }
    }
}
