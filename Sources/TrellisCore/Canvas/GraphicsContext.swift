/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`:
/// what a `Canvas` hands its renderer. It is a value: a copy has its own
/// transform, clip, opacity, blend mode and filters, and draws into the
/// same canvas.
///
/// Drawing operations are recorded (`CanvasRecording`) with the state
/// they were made in and become display items when the renderer returns,
/// through the same painter as every view; the core draws no pixels.
public struct GraphicsContext {
    /// Where the operations go; shared by copies and by layers' contexts.
    let recording: CanvasRecording

    /// The opacity every drawing operation is multiplied by.
    public var opacity: Double = 1
    /// How drawing operations are combined with what is under them.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas (colour scheme, fonts, foreground).
    public internal(set) var environment: EnvironmentValues
    /// Maps user space to the canvas' coordinates (top-left origin, points).
    public var transform: CGAffineTransform = .identity

    /// The clip shapes, in canvas coordinates, and a number naming this
    /// list of them (operations in a row with one clip share its layer).
    var clips: [CanvasClip] = []
    var clipIdentity = 0
    /// What the clips leave visible, in canvas coordinates.
    var clipBounds: CGRect
    var filters: [Filter] = []

    init(recording: CanvasRecording, environment: EnvironmentValues, bounds: CGRect) {
        self.recording = recording
        self.environment = environment
        clipBounds = bounds
    }

    /// The bounding box of the clip, in user space.
    public var clipBoundingRect: CGRect {
        guard transform.isInvertible, !clipBounds.isNull else { return .zero }
        return clipBounds.applying(transform.inverted())
    }

    // MARK: Transforms

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform (to user space).
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Clips later drawing to the inside of `path` (outside it, with
    /// `.inverse`), intersected with the current clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let mapped = path.applying(transform)
        if options.contains(.inverse) {
            // The path cut out of everything the canvas can show.
            var outside = Path(clipBounds.insetBy(dx: -1, dy: -1))
            outside.addPath(mapped)
            clips.append(.path(outside, evenOdd: true))
        } else {
            clips.append(.path(mapped, evenOdd: style.isEOFilled))
            clipBounds = clipBounds.intersection(mapped.boundingRect)
        }
        clipIdentity = recording.newIdentity()
    }

    /// Clips later drawing to the alpha of what `content` draws (in a new
    /// context that starts with this one's transform), times `opacity`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(recording: recording, environment: environment, bounds: clipBounds)
        inner.transform = transform
        let draws = try recording.capture { try content(&inner) }
        clips.append(.mask(draws, opacity: opacity.isFinite ? max(0, min(1, opacity)) : 0, inverse: options.contains(.inverse)))
        clipIdentity = recording.newIdentity()
    }

    // MARK: Filters and layers

    /// Applies `filter` to every later drawing operation, after the
    /// filters added before it.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// Draws what `content` draws as one layer, composited with this
    /// context's opacity, blend mode, filters and clip. The layer's
    /// context starts with this one's transform and none of the rest.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(recording: recording, environment: environment, bounds: clipBounds)
        inner.transform = transform
        let draws = try recording.capture { try content(&inner) }
        record(.layer(draws))
    }

    // MARK: Paths

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let transform = transform, environment = environment
        let paint = onMainActor {
            shading.resolved(bounds: path.boundingRect, transform: transform, environment: environment)
        }
        guard let paint else { return }
        record(.fill(path.applying(transform), paint, evenOdd: style.isEOFilled))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        // Outlined in user space, so a scaled context draws a wider line.
        fill(path.strokedPath(style), with: shading)
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Adds an operation with the context's current state.
    func record(_ operation: CanvasOperation) {
        recording.append(CanvasDraw(operation: operation, opacity: opacity.isFinite ? max(0, min(1, opacity)) : 0,
                                    blendMode: blendMode, filters: filters, clips: clips, clipIdentity: clipIdentity))
    }
}

/// One clip of a canvas: a path (canvas coordinates) or the alpha of a layer.
enum CanvasClip {
    case path(Path, evenOdd: Bool)
    case mask([CanvasDraw], opacity: Double, inverse: Bool)
}
