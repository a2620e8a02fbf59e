/// The shape of a bordered button's bezel, as SwiftUI's `ButtonBorderShape`:
/// `buttonBorderShape(_:)` sets it for the `.bordered` and
/// `.borderedProminent` buttons inside. `.automatic` is the desktop's
/// rounded rectangle (6-point corners), as is `.roundedRectangle`.
public nonisolated struct ButtonBorderShape: InsettableShape, Equatable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    /// How far the outline is drawn inside the frame (`inset(by:)`).
    var insetAmount: CGFloat = 0

    init(kind: Kind) { self.kind = kind }

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The corner radius a bordered button gets when nothing else is said.
    static let defaultCornerRadius: CGFloat = 6

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard rect.width >= 0, rect.height >= 0 else { return Path() }
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            return RoundedRectangle(cornerRadius: max(0, Self.defaultCornerRadius - insetAmount)).path(in: rect)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount)).path(in: rect)
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the shape of the bezel of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
