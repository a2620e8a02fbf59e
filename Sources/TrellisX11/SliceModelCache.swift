import CX11
import TrellisCore

/// Models of rect-like outlines kept on the server (see `OutlineSlices`):
/// a shadow's (the outline's coverage tinted and blurred, ARGB) or a clip
/// shape's (its coverage, A8). Each keeps the model's pixels, its middle
/// column and middle row as one-pixel strips that repeat, and its centre
/// pixel, so a shadow or a clip mask at any size is nine pieces, with no
/// blur and no rasterising. At most `capacity` models and `maximumPixels`
/// pixels in all are kept, the least recently used going first.
@MainActor
final class SliceModelCache {
    struct Key: Hashable {
        /// `OutlineSlices.key`.
        let slices: [Int32]
        /// The blur's deviation in 1/64 pixels (0 for a clip's coverage).
        let sigma: Int32
        /// The shadow's colour, premultiplied, 16 bits a channel (none for a clip's coverage).
        let color: [UInt16]
        let evenOdd: Bool
    }

    /// One model's pictures. The strips and the centre repeat.
    final class Model {
        let pixmaps: [Pixmap]
        let pictures: [Picture]
        var lastUse = 0
        var corners: Picture { pictures[0] }
        /// One pixel wide, the model's height: the top and bottom edges.
        var column: Picture { pictures[1] }
        /// One pixel high, the model's width: the left and right edges.
        var row: Picture { pictures[2] }
        var centre: Picture { pictures[3] }
        let pixelCount: Int

        init(pixmaps: [Pixmap], pictures: [Picture], pixelCount: Int) {
            self.pixmaps = pixmaps
            self.pictures = pictures
            self.pixelCount = pixelCount
        }
    }

    static let capacity = 64
    /// Largest model kept, in pixels.
    static let maximumModelPixels = 262_144
    /// All models together, in pixels (4 bytes each on the server).
    static let maximumPixels = 4_194_304

    private let connection: X11Connection
    private var models: [Key: Model] = [:]
    private var clock = 0
    private var pixels = 0
    /// Models made so far (a shadow's is one blur): what a test counts.
    private(set) var modelsMade = 0

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// The kept model for `key`, or the one `make` returns, kept. Nil when
    /// it cannot be made.
    func model(for key: Key, make: () -> Model?) -> Model? {
        clock += 1
        if let kept = models[key] {
            kept.lastUse = clock
            return kept
        }
        guard let made = make() else { return nil }
        modelsMade += 1
        while !models.isEmpty, models.count >= Self.capacity || pixels + made.pixelCount > Self.maximumPixels {
            evictLeastRecentlyUsed()
        }
        made.lastUse = clock
        models[key] = made
        pixels += made.pixelCount
        return made
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = models.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        free(oldest.value)
        pixels -= oldest.value.pixelCount
        models[oldest.key] = nil
    }

    func free(_ model: Model) {
        guard !connection.isClosed else { return }
        for picture in model.pictures { XRenderFreePicture(connection.display, picture) }
        for pixmap in model.pixmaps { XFreePixmap(connection.display, pixmap) }
    }

    /// Frees every kept model. Call before closing the connection.
    func release() {
        for model in models.values { free(model) }
        models.removeAll()
        pixels = 0
    }
}
