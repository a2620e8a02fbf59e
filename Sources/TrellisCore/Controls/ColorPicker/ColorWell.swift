/// A colour picker's well: the chosen colour on a small bezel, as macOS
/// draws a colour well. Clicked, it opens the palette below itself.
struct ColorWell: View {
    typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
}

@MainActor extension ColorWell: ContentWrapperLayout, Pressable {
    var kindName: String { "ColorWell" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let state = MenuControlState(isHovered: node.interaction.isHovered, isPressed: node.interaction.isPressed,
                                     isEnabled: node.environment.isEnabled)
        let color = supportsOpacity ? selection.wrappedValue : selection.wrappedValue.opaque(in: node.environment)
        let translucent = color.resolved(in: node.environment).alpha < 1
        visit(.index(0), ColorWellFace(color: color, showsCheckerboard: translucent, state: state))
    }

    func perform(node: ViewNode) { open(node: node, fromKeyboard: false) }

    var opensPopup: Bool { true }

    /// Opens the palette in a popup below the well; from the keyboard its
    /// first swatch starts highlighted.
    func open(node: ViewNode, fromKeyboard: Bool) {
        guard let context = node.environment.popupContext else { return }
        let panel = ColorPalettePanel(selection: selection, supportsOpacity: supportsOpacity, environment: node.environment)
        context.stack.open(level: context.level, anchor: node.frame, placement: .below, content: AnyView(panel),
                           kind: .popover, highlightsFirstItem: fromKeyboard, closesOnChoice: true)
    }
}

/// The well's face: a bezel 44 × 22 points at the regular size (hover and
/// pressed looks, dimmed when disabled), and inside it the colour, over a
/// checkerboard when it is translucent, so that it shows as such.
struct ColorWellFace: View {
    let color: Color
    /// Only under a translucent colour (a dimmed, disabled well would
    /// otherwise show it through an opaque one).
    let showsCheckerboard: Bool
    let state: MenuControlState
    @Environment(\.colorScheme) private var scheme
    @Environment(\.controlSize) private var size

    static let cornerRadius: CGFloat = 5

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let swatch = RoundedRectangle(cornerRadius: 2)
        ZStack {
            if showsCheckerboard {
                Checkerboard(square: 4).fill(Color(white: scheme == .dark ? 0.45 : 0.78))
                    .background(Color(white: scheme == .dark ? 0.6 : 1))
                    .clipShape(swatch)
            }
            swatch.fill(color)
            swatch.stroke(palette.edge, lineWidth: 1)
        }
        .padding(4)
        .frame(width: size.scaled(44), height: size.scaled(22))
        .background(palette.bezel(hovered: state.isHovered, pressed: state.isPressed),
                    in: RoundedRectangle(cornerRadius: Self.cornerRadius))
        .overlay(RoundedRectangle(cornerRadius: Self.cornerRadius).stroke(palette.edge, lineWidth: 1))
        .opacity(state.isEnabled ? 1 : 0.45)
    }
}

/// Every other square of a grid of `square`-point squares, the first at
/// the top leading corner: laid over a light fill, the checkerboard that
/// shows a colour's translucency.
struct Checkerboard: Shape {
    let square: CGFloat

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        guard square > 0, rect.width.isFinite, rect.height.isFinite else { return path }
        let columns = Int((rect.width / square).rounded(.up)), rows = Int((rect.height / square).rounded(.up))
        guard columns * rows <= 10_000 else { return path }
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 0 {
                let x = rect.minX + CGFloat(column) * square, y = rect.minY + CGFloat(row) * square
                path.addRect(CGRect(x: x, y: y, width: min(square, rect.maxX - x), height: min(square, rect.maxY - y)))
            }
        }
        return path
    }
}

extension Color {
    /// The colour as it resolves in `environment`, at full opacity.
    func opaque(in environment: EnvironmentValues) -> Color {
        var components = resolved(in: environment)
        components.alpha = 1
        return Color(components)
    }
}
