import TrellisImageIO

/// An image drawn into a rectangle: `source` (a part of the image, in its
/// pixels) is stretched over `rect` (or repeated at the image's size when
/// `tiled`), then mapped to window points by `transform`.
package struct DisplayImage: Sendable, Equatable {
    package var image: DecodedImage
    package var source: CGRect
    package var rect: CGRect
    package var transform: CGAffineTransform = .identity
    /// Bilinear (true) or nearest-pixel sampling.
    package var smooth = true
    package var tiled = false
    /// A template image: this colour through the image's alpha.
    package var tint: RGBAColor?
    package var opacity: Double = 1

    package init(image: DecodedImage, source: CGRect, rect: CGRect) {
        self.image = image
        self.source = source
        self.rect = rect
    }

    /// What it covers in window points.
    package var bounds: CGRect {
        (transform == .identity ? rect : rect.applying(transform)).insetBy(dx: -1, dy: -1)
    }
}
