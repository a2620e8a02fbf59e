/// A geometric value (a rectangle, a point) of some view, taken where
/// layout put it and resolved in another view's coordinates by a
/// `GeometryProxy`: `proxy[anchor]`. Made by `anchorPreference`.
public struct Anchor<Value>: @unchecked Sendable {
    /// The value in window coordinates.
    let windowValue: Value
    /// Moves a value by an offset (a rectangle's origin, a point…).
    let shift: (Value, CGPoint) -> Value

    /// Where on a view an anchor is taken, given the view's frame.
    public struct Source: @unchecked Sendable {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.windowValue == b.windowValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(windowValue) }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor<CGRect>(windowValue: rect.offsetBy(dx: frame.minX, dy: frame.minY)) { $0.offsetBy(dx: $1.x, dy: $1.y) }
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor<CGRect>(windowValue: frame) { $0.offsetBy(dx: $1.x, dy: $1.y) } }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor<CGPoint>(windowValue: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)) {
                CGPoint(x: $0.x + $1.x, y: $0.y + $1.y)
            }
        }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ unit: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor<CGPoint>(windowValue: CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)) {
                CGPoint(x: $0.x + $1.x, y: $0.y + $1.y)
            }
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several anchors of one view taken together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in
            let anchors = array.map { $0.make(frame) }
            return Anchor<[T]>(windowValue: anchors.map(\.windowValue)) { values, offset in
                zip(values, anchors).map { value, anchor in anchor.shift(value, offset) }
            }
        }
    }

    /// An anchor that may be absent.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in
            let made = anchor?.make(frame)
            return Anchor<T?>(windowValue: made?.windowValue) { value, offset in
                guard let value, let made else { return nil }
                return made.shift(value, offset)
            }
        }
    }
}
