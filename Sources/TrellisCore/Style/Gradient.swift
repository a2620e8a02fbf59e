/// An ordered list of colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Equatable, Hashable, Sendable {
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// Stops for painting: sorted, locations clamped to 0…1 (NaN as 0),
    /// at least one (an empty gradient paints nothing).
    func resolvedStops(in environment: EnvironmentValues) -> [DisplayGradient.Stop] {
        let resolved = stops.map { stop in
            DisplayGradient.Stop(color: stop.color._resolve(in: environment).resolved(in: environment),
                                 location: stop.location.isNaN ? 0 : Double(max(0, min(1, stop.location))))
        }
        // A stable sort keeps stops at one location in the order given (a hard edge).
        return resolved.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour in the middle, where a gradient must stand for one colour.
    func middleColor(in environment: EnvironmentValues) -> Color {
        Color(DisplayGradient(kind: .linear(start: .zero, end: .zero), stops: resolvedStops(in: environment)).color(at: 0.5))
    }
}

extension UnitPoint {
    /// This point of `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// Colours changing along a line, as SwiftUI's `LinearGradient`; the
/// points are relative to the rectangle it fills.
public struct LinearGradient: ShapeStyle, PaintingShapeStyle, Equatable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.middleColor(in: environment) }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(DisplayGradient(kind: .linear(start: startPoint.point(in: rect), end: endPoint.point(in: rect)),
                                  stops: gradient.resolvedStops(in: environment)))
    }
}

/// Colours changing with the distance from a centre, as SwiftUI's
/// `RadialGradient`; radii are in points.
public struct RadialGradient: ShapeStyle, PaintingShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.middleColor(in: environment) }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(DisplayGradient(kind: .radial(center: center.point(in: rect), startRadius: max(0, startRadius.finiteOrZero),
                                                endRadius: max(0, endRadius.finiteOrZero)),
                                  stops: gradient.resolvedStops(in: environment)))
    }
}

/// Colours changing with the distance from a centre over an ellipse that
/// fits the filled rectangle, as SwiftUI's `EllipticalGradient`; radii are
/// fractions of the rectangle's size.
public struct EllipticalGradient: ShapeStyle, PaintingShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.middleColor(in: environment) }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        // A circle of radius 1 around the centre, stretched to the rectangle.
        let c = center.point(in: rect)
        let stretch = CGAffineTransform(a: max(rect.width, 1e-6), b: 0, c: 0, d: max(rect.height, 1e-6), tx: c.x, ty: c.y)
        return .gradient(DisplayGradient(kind: .radial(center: .zero, startRadius: max(0, startRadiusFraction.finiteOrZero),
                                                       endRadius: max(0, endRadiusFraction.finiteOrZero)),
                                         stops: gradient.resolvedStops(in: environment), transform: stretch))
    }
}

/// Colours changing with the angle around a centre, as SwiftUI's
/// `AngularGradient` (a conic gradient). Angles run clockwise from the
/// trailing side; short of a full turn, the missing part is filled with
/// the last and first colours, changing over halfway across it.
public struct AngularGradient: ShapeStyle, PaintingShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles (the default) mean one full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { gradient.middleColor(in: environment) }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        let start = startAngle.radians.isFinite ? startAngle.radians : 0, end = endAngle.radians.isFinite ? endAngle.radians : 0
        return .gradient(DisplayGradient(kind: .angular(center: center.point(in: rect), startAngle: start, endAngle: end),
                                         stops: gradient.resolvedStops(in: environment)))
    }
}

/// A gradient made from one colour, as `Color.gradient` gives it: the
/// colour from a slightly lighter top to itself at the bottom.
public struct AnyGradient: ShapeStyle, PaintingShapeStyle, Equatable {
    let base: Color

    public func _resolve(in environment: EnvironmentValues) -> Color { base }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        let color = base._resolve(in: environment).resolved(in: environment)
        let light = RGBAColor(red: color.red + (1 - color.red) * 0.2, green: color.green + (1 - color.green) * 0.2,
                              blue: color.blue + (1 - color.blue) * 0.2, alpha: color.alpha)
        return .gradient(DisplayGradient(kind: .linear(start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY)),
                                         stops: [.init(color: light, location: 0), .init(color: color, location: 1)]))
    }
}

extension Color {
    /// A subtle gradient made from this colour.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

// Gradients are views that fill the space they are offered.
nonisolated extension LinearGradient: View {
    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
nonisolated extension RadialGradient: View {
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
nonisolated extension AngularGradient: View {
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
nonisolated extension EllipticalGradient: View {
    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
