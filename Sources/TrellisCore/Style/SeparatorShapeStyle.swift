/// The colour of separators (macOS `separatorColor`), as a style:
/// `.stroke(.separator)`. Light or dark where it is drawn.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> Color { Color(system: .separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
