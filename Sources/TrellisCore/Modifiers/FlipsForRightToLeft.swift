/// `flipsForRightToLeftLayoutDirection(true)`: in a right-to-left layout
/// the content is laid out left to right and its rendering is mirrored
/// about the view's vertical centre line, as SwiftUI flips it (an arrow
/// keeps pointing forwards, an image is reflected, and so is text inside:
/// the flip is a transform of the drawing, not a reordering). Shapes,
/// gradients and clips are mirrored as paths; an image gets the reflection
/// in its transform; text and effect layers are drawn through a layer that
/// reflects them. Hit testing inside follows the unmirrored layout,
/// so interactive content in a flipped view answers where it would be
/// without the flip.
package nonisolated struct RightToLeftFlip<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let enabled: Bool
}

@MainActor extension RightToLeftFlip: ContentWrapperLayout {
    var kindName: String { "FlipsForRightToLeft" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if enabled, environment.layoutDirection == .rightToLeft { environment.layoutDirection = .leftToRight }
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let start = recorder.list.items.count
        for child in node.subviewNodes { child.paint(into: &recorder) }
        guard enabled, node.environment.layoutDirection == .rightToLeft else { return }
        let axis = node.presentedFrame.midX
        for index in start..<recorder.list.items.count {
            recorder.list.items[index] = recorder.list.items[index].mirrored(about: axis)
        }
    }
}

extension CGAffineTransform {
    /// The reflection about the vertical line x = `axis`.
    static func mirror(about axis: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
    }
}

extension DisplayItem {
    /// The item reflected about the vertical line x = `axis`.
    func mirrored(about axis: CGFloat) -> DisplayItem {
        let mirror = CGAffineTransform.mirror(about: axis)
        switch self {
        case .fill(let path, let color):
            return .fill(path.mirrored(about: axis), color)
        case .stroke(let path, let width, let color):
            return .stroke(path.mirrored(about: axis), width: width, color)
        case .text, .textRun, .layer:
            // Glyphs are reflected too, and an effect layer with all its
            // effects: drawn upright into a layer that mirrors the result.
            var layer = DisplayLayer(items: [self])
            layer.transform = mirror
            return .layer(layer)
        case .pushClip(let rect):
            return .pushClip(CGRect(x: 2 * axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height))
        case .popClip:
            return self
        case .shade(let path, var gradient):
            gradient.transform = gradient.transform.concatenating(mirror)
            return .shade(path.mirrored(about: axis), gradient)
        case .image(var image):
            image.transform = image.transform.concatenating(mirror)
            return .image(image)
        }
    }
}

extension Path {
    /// The path reflected about the vertical line x = `axis`.
    func mirrored(about axis: CGFloat) -> Path {
        func m(_ point: CGPoint) -> CGPoint { CGPoint(x: 2 * axis - point.x, y: point.y) }
        var mirrored = Path()
        for element in elements {
            switch element {
            case .move(let p): mirrored.move(to: m(p))
            case .line(let p): mirrored.addLine(to: m(p))
            case .quadCurve(let p, let c): mirrored.addQuadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): mirrored.addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: mirrored.closeSubpath()
            }
        }
        return mirrored
    }
}

nonisolated extension View {
    /// Whether this view's content is mirrored in a right-to-left layout.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, enabled: enabled)
    }
}
