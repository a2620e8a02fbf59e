import TrellisImageIO

/// A shape style that fills with an image, repeated from the filled
/// rectangle's corner, as SwiftUI's `ImagePaint`: `sourceRect` (in unit
/// coordinates of the image) picks the part repeated, `scale` its size.
public struct ImagePaint: ShapeStyle, PaintingShapeStyle, Equatable {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public func _resolve(in environment: EnvironmentValues) -> Color { Color(white: 0.5) }

    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        let decoded = image.decoded
        let unit = sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        let scale = scale.isFinite && scale > 0 ? scale : 1
        guard !unit.isNull, unit.width > 0, unit.height > 0 else { return .color(.clear) }
        let source = CGRect(x: unit.minX * CGFloat(decoded.width), y: unit.minY * CGFloat(decoded.height),
                            width: unit.width * CGFloat(decoded.width), height: unit.height * CGFloat(decoded.height))
        // Tiles at the image's size in a space scaled about the corner.
        let tiles = CGRect(x: rect.minX, y: rect.minY, width: rect.width / scale, height: rect.height / scale)
        var item = DisplayImage(image: decoded, source: source, rect: tiles)
        item.tiled = true
        item.transform = .about(rect.origin, CGAffineTransform(scaleX: scale, y: scale))
        return .image(item)
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
