/// A gradient resolved for painting: its geometry in its own coordinates,
/// mapped to window points by `transform` (a gradient under a scale or
/// rotation effect keeps its shape), and its stops in order.
package struct DisplayGradient: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Colours change along the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change with the distance from `center`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours change with the angle around `center`, from `startAngle`
        /// (radians from the +x axis toward +y) over `endAngle - startAngle`.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    package struct Stop: Sendable, Equatable {
        package var color: RGBAColor
        package var location: Double
        package init(color: RGBAColor, location: Double) { self.color = color; self.location = location }
    }

    package var kind: Kind
    /// At least one stop, locations ascending in 0…1.
    package var stops: [Stop]
    package var transform: CGAffineTransform = .identity

    package init(kind: Kind, stops: [Stop], transform: CGAffineTransform = .identity) {
        self.kind = kind
        self.stops = stops
        self.transform = transform
    }

    /// The colour at `t` (0…1) along the gradient, straight alpha,
    /// interpolated between the neighbouring stops.
    package func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = t.isNaN ? 0 : t
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBAColor(red: a.color.red + (b.color.red - a.color.red) * f,
                             green: a.color.green + (b.color.green - a.color.green) * f,
                             blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                             alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// The same gradient with every stop's alpha multiplied by `factor`.
    package func multiplyingAlpha(by factor: Double) -> DisplayGradient {
        var copy = self
        copy.stops = stops.map { Stop(color: $0.color.multiplyingAlpha(by: factor), location: $0.location) }
        return copy
    }
}
