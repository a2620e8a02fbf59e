/// A 4×5 colour matrix over straight (unpremultiplied) sRGB components:
/// each output channel is a weighted sum of the four inputs plus a bias.
/// SwiftUI's colour effects (`brightness`, `contrast`, `saturation`,
/// `grayscale`, `colorMultiply`, `hueRotation`, `colorInvert`) are each one
/// of these, and several in a row are their product.
package struct ColorMatrix: Sendable, Equatable {
    /// Rows r, g, b, a; columns r, g, b, a, bias.
    package var rows: [[Double]]

    package static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Adds `amount` to each colour channel (SwiftUI's `brightness`).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        let a = amount.isFinite ? amount : 0
        return ColorMatrix(rows: [[1, 0, 0, 0, a], [0, 1, 0, 0, a], [0, 0, 1, 0, a], [0, 0, 0, 1, 0]])
    }

    /// Scales each channel's distance from middle grey by `amount`.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let c = amount.isFinite ? amount : 1, bias = 0.5 * (1 - c)
        return ColorMatrix(rows: [[c, 0, 0, 0, bias], [0, c, 0, 0, bias], [0, 0, c, 0, bias], [0, 0, 0, 1, 0]])
    }

    /// Mixes each colour with its luminance: 0 is grey, 1 unchanged.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount.isFinite ? amount : 1
        // Rec. 709 luma weights.
        let lr = 0.2126, lg = 0.7152, lb = 0.0722
        return ColorMatrix(rows: [[lr * (1 - s) + s, lg * (1 - s), lb * (1 - s), 0, 0],
                                  [lr * (1 - s), lg * (1 - s) + s, lb * (1 - s), 0, 0],
                                  [lr * (1 - s), lg * (1 - s), lb * (1 - s) + s, 0, 0],
                                  [0, 0, 0, 1, 0]])
    }

    /// Desaturates by `amount` (0 unchanged, 1 fully grey).
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - (amount.isFinite ? Swift.max(0, Swift.min(1, amount)) : 0))
    }

    /// Multiplies each channel by the colour's.
    package static func multiply(_ color: RGBAColor) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]])
    }

    /// Rotates hues by `angle` around the grey axis.
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let c = cos(radians), s = sin(radians)
        let lr = 0.213, lg = 0.715, lb = 0.072
        return ColorMatrix(rows: [
            [lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0],
            [lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0],
            [lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0],
            [0, 0, 0, 1, 0]])
    }

    package static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// `self` applied first, then `next`.
    package func followed(by next: ColorMatrix) -> ColorMatrix {
        var out = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 4)
        for i in 0..<4 {
            for j in 0..<5 {
                var sum = j == 4 ? next.rows[i][4] : 0
                for k in 0..<4 { sum += next.rows[i][k] * rows[k][j] }
                out[i][j] = sum
            }
        }
        return ColorMatrix(rows: out)
    }

    /// The matrix applied to straight components, each clamped to 0…1.
    package func apply(_ c: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        func row(_ r: [Double]) -> Double {
            let v = r[0] * c.0 + r[1] * c.1 + r[2] * c.2 + r[3] * c.3 + r[4]
            return v.isNaN ? 0 : Swift.max(0, Swift.min(1, v))
        }
        return (row(rows[0]), row(rows[1]), row(rows[2]), row(rows[3]))
    }
}
