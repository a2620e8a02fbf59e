import CX11

/// The visual Trellis paints with: the screen's default when it is
/// TrueColor (nearly every server), else a TrueColor visual the screen
/// also offers, with a colormap of its own. XRender and Xft compute
/// pixels from a TrueColor visual's channel masks; on an 8-bit PseudoColor
/// default they have no such masks and every accent colour came out grey.
struct X11Visual {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    /// False when windows need the visual and colormap set explicitly
    /// (their parent, the root, has another visual).
    let isDefault: Bool

    /// A warning for the user when no TrueColor visual exists: colours
    /// are then whatever the default visual makes of them.
    private(set) var warning: String?

    init(display: OpaquePointer, screen: Int32, root: Window) {
        let defaultVisual = XDefaultVisual(display, screen)!
        let defaultDepth = XDefaultDepth(display, screen)
        if defaultVisual.pointee.class == TrueColor {
            self.init(visual: defaultVisual, depth: defaultDepth, colormap: XDefaultColormap(display, screen), isDefault: true)
            return
        }
        // The default depth first (cheapest for the server), then the usual deep ones.
        var info = XVisualInfo()
        for depth in [defaultDepth, 24, 32, 16, 15] where XMatchVisualInfo(display, screen, depth, TrueColor, &info) != 0 {
            let colormap = XCreateColormap(display, root, info.visual, AllocNone)
            self.init(visual: info.visual, depth: info.depth, colormap: colormap, isDefault: false)
            return
        }
        self.init(visual: defaultVisual, depth: defaultDepth, colormap: XDefaultColormap(display, screen), isDefault: true)
        warning = "trellis: the X server has no TrueColor visual; colours will be approximated"
    }

    private init(visual: UnsafeMutablePointer<Visual>, depth: Int32, colormap: Colormap, isDefault: Bool) {
        self.visual = visual
        self.depth = depth
        self.colormap = colormap
        self.isDefault = isDefault
    }
}
