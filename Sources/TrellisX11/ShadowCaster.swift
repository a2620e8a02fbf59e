import TrellisCore

/// What a shadowed layer's alpha is, read off its items, when it is one
/// shape's coverage: the layer fills a shape with an opaque colour or
/// gradient (`RoundedRectangle().fill(.white).shadow(...)`), or it is
/// content clipped to a shape over an opaque rectangle
/// (`.background(gradient).clipShape(RoundedRectangle(...)).shadow(...)`,
/// a `Rectangle` clip arriving as a clip rectangle). Anything else —
/// translucent content, a mask, a blend mode that can erase — is nil, and
/// its shadow is the layer's alpha blurred as it is.
struct ShadowCaster {
    enum Shape: Equatable {
        /// A path's anti-aliased coverage (a clip shape or a fill).
        case path(Path, evenOdd: Bool)
        /// A clip rectangle, whole pixels as `ClipStack` rounds it.
        case clipRectangle(CGRect)
    }

    let shape: Shape
    /// The opaque rectangle under the content, when the alpha is the
    /// shape's coverage where this rectangle is (nil: the shape is filled).
    let cover: Path?

    init?(items: [DisplayItem]) {
        if items.count == 1 {
            switch items[0] {
            case .fill(let path, let color) where color.alpha >= 1:
                (shape, cover) = (.path(path, evenOdd: false), nil)
                return
            case .shade(let path, let gradient) where Self.isOpaque(gradient):
                (shape, cover) = (.path(path, evenOdd: false), nil)
                return
            case .layer(let inner):
                guard let clip = inner.clip, inner.mask == nil, inner.opacity == 1, inner.transform == .identity,
                      inner.blurRadius == 0, inner.colorMatrix == nil, inner.shadow == nil, inner.blendMode == .normal,
                      let cover = Self.opaqueCover(of: inner.items) else { return nil }
                (shape, self.cover) = (.path(clip, evenOdd: inner.clipIsEvenOdd), cover)
                return
            default:
                return nil
            }
        }
        // A rectangular clip around everything.
        guard items.count >= 3, case .pushClip(let rect) = items[0], case .popClip = items[items.count - 1] else { return nil }
        let inside = Array(items[1..<(items.count - 1)])
        var depth = 0
        for item in inside {
            if case .pushClip = item { depth += 1 }
            if case .popClip = item { depth -= 1; if depth < 0 { return nil } }
        }
        guard let cover = Self.opaqueCover(of: inside) else { return nil }
        (shape, self.cover) = (.clipRectangle(rect), cover)
    }

    /// An opaque rectangle filled outside any clip rectangle, after which
    /// nothing can lower the alpha (a layer composited other than over
    /// could): its path. Nil when there is none.
    static func opaqueCover(of items: [DisplayItem]) -> Path? {
        var depth = 0
        var cover: Path?
        var coverArea: CGFloat = 0
        func consider(_ path: Path) {
            guard let rect = path.axisAlignedRectangle, rect.width.isFinite, rect.height.isFinite else { return }
            let area = rect.width * rect.height
            if area > coverArea { (cover, coverArea) = (path, area) }
        }
        for item in items {
            switch item {
            case .pushClip: depth += 1
            case .popClip: depth -= 1
            case .fill(let path, let color) where depth == 0 && color.alpha >= 1:
                consider(path)
            case .shade(let path, let gradient) where depth == 0 && isOpaque(gradient):
                consider(path)
            case .layer(let layer) where layer.blendMode != .normal:
                cover = nil
                coverArea = 0
            default:
                break
            }
        }
        return cover
    }

    static func isOpaque(_ gradient: DisplayGradient) -> Bool {
        !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
    }
}
