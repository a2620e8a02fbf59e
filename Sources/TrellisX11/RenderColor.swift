import CX11
import TrellisCore

/// RGBAColor → the colour structs XRender and Xft take. XRender colours
/// are premultiplied by alpha, 16 bits per channel.
extension RGBAColor {
    var premultipliedRenderColor: XRenderColor {
        func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
        return XRenderColor(red: channel(red * alpha), green: channel(green * alpha),
                            blue: channel(blue * alpha), alpha: channel(alpha))
    }

    /// The colour composited over white: a window without an alpha channel
    /// cannot show translucency against the desktop.
    var opaqueOverWhite: RGBAColor {
        RGBAColor(red: red * alpha + (1 - alpha), green: green * alpha + (1 - alpha),
                  blue: blue * alpha + (1 - alpha), alpha: 1)
    }

    /// An XftColor for text. `pixel` matters only to core-protocol drawing,
    /// which Xft uses when XRender is missing; it assumes a 24-bit TrueColor visual.
    var xftColor: XftColor {
        func byte(_ value: Double) -> UInt { UInt((min(1, max(0, value)) * 255).rounded()) }
        return XftColor(pixel: byte(red) << 16 | byte(green) << 8 | byte(blue), color: premultipliedRenderColor)
    }
}
