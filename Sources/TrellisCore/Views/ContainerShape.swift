/// `ContainerRelativeShape` and `containerShape(_:)`: a shape that takes
/// the shape of the container it is in. SwiftUI insets the container's
/// shape by the distance between the two frames (a rounded rectangle
/// padded inside another gets a smaller radius); Trellis lays the
/// container's shape over the view's own frame, the same radius, since
/// shapes here are drawn from their own frame alone. Without a container
/// shape it is the frame's rectangle, as in SwiftUI (no Trellis window or
/// container has a shape of its own).
public nonisolated struct ContainerRelativeShape: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetRectShape(base: self, amount: amount) }
}

nonisolated extension View {
    /// The shape `ContainerRelativeShape` takes inside this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        EnvironmentModifierView(content: self, value: shape) { $0.containerShape = AnyShape($1) }
    }
}

extension EnvironmentValues {
    /// Set by `containerShape(_:)`; nil draws a `ContainerRelativeShape`
    /// as a rectangle.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }

    /// `shape`, or the container's shape in its place when `shape` is a
    /// `ContainerRelativeShape` and a container shape is set.
    func resolvingContainerShape(_ shape: AnyShape) -> AnyShape {
        guard shape.isContainerRelative, let container = containerShape else { return shape }
        return container
    }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: AnyShape? = nil }
