/// How many device pixels one point covers on the window's screen: the
/// desktop's DPI over 96 (`Xft/DPI`, `Xft.dpi`), 1.25 or 1.5 on a
/// fractionally scaled desktop, 2 on a HiDPI one. It follows the desktop
/// live, as SwiftUI's follows a window moved to another screen.
extension EnvironmentValues {
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    /// The size of one device pixel in points (`1 / displayScale`): the
    /// width of the thinnest line the screen can show.
    public var pixelLength: CGFloat { 1 / displayScale }
}

private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
