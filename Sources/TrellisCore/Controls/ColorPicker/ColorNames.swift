/// GNOME's standard palette (the GNOME Human Interface Guidelines'
/// colours, which GTK's colour chooser offers): nine hues from blue to
/// the dark greys, each in five shades from light (1) to dark (5), named
/// as the guidelines name them ("Blue 3" is Adwaita's accent, #3584e4).
enum GnomePalette {
    struct Swatch: Equatable {
        let name: String
        let red: Int, green: Int, blue: Int

        var components: RGBAColor { RGBAColor(red255: red, green255: green, blue255: blue) }
    }

    /// The hues in the chooser's order, each with its five shades.
    static let hues: [(name: String, shades: [UInt32])] = [
        ("Blue", [0x99c1f1, 0x62a0ea, 0x3584e4, 0x1c71d8, 0x1a5fb4]),
        ("Green", [0x8ff0a4, 0x57e389, 0x33d17a, 0x2ec27e, 0x26a269]),
        ("Yellow", [0xf9f06b, 0xf8e45c, 0xf6d32d, 0xf5c211, 0xe5a50a]),
        ("Orange", [0xffbe6f, 0xffa348, 0xff7800, 0xe66100, 0xc64600]),
        ("Red", [0xf66151, 0xed333b, 0xe01b24, 0xc01c28, 0xa51d2d]),
        ("Purple", [0xdc8add, 0xc061cb, 0x9141ac, 0x813d9c, 0x613583]),
        ("Brown", [0xcdab8f, 0xb5835a, 0x986a44, 0x865e3c, 0x63452c]),
        ("Light", [0xffffff, 0xf6f5f4, 0xdeddda, 0xc0bfbc, 0x9a9996]),
        ("Dark", [0x77767b, 0x5e5c64, 0x3d3846, 0x241f31, 0x000000]),
    ]

    /// The 45 swatches, hue by hue (a column each in the palette).
    static let swatches: [Swatch] = hues.flatMap { hue in
        hue.shades.enumerated().map { index, rgb in
            Swatch(name: "\(hue.name) \(index + 1)", red: Int(rgb >> 16 & 0xff), green: Int(rgb >> 8 & 0xff), blue: Int(rgb & 0xff))
        }
    }
}

/// How a colour is said to a screen reader: its palette name when it is
/// one of GNOME's swatches, else its hex code; and its opacity when it is
/// translucent.
enum ColorNames {
    static func describe(_ color: RGBAColor, withOpacity: Bool = true) -> String {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        let (r, g, b) = (byte(color.red), byte(color.green), byte(color.blue))
        let name = GnomePalette.swatches.first { $0.red == r && $0.green == g && $0.blue == b }?.name
            ?? "#" + [r, g, b].map { hex($0) }.joined()
        guard withOpacity, color.alpha < 0.995 else { return name }
        return "\(name), \(Int((color.alpha * 100).rounded()))% opacity"
    }

    private static func hex(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[value >> 4 & 0xf], digits[value & 0xf]])
    }
}
