/// The table an XSETTINGS manager publishes (freedesktop.org's XSETTINGS
/// specification, version 0.5): the desktop's theme, font DPI, double-click
/// time, whether to animate… The manager (gnome-settings-daemon,
/// xfsettingsd, xsettingsd) owns the selection `_XSETTINGS_S<screen>` and
/// keeps the table in its window's `_XSETTINGS_SETTINGS` property;
/// `XSettingsWatcher` reads it, this type decodes it.
///
/// Every setting is kept, so later features can read theirs. Trellis acts
/// on `Net/ThemeName` (dark themes), `Xft/DPI` (the display scale),
/// `Gtk/EnableAnimations`, `Net/DoubleClickTime`, `Net/CursorBlink` and
/// `Net/CursorBlinkTime` (see `DesktopAppearanceReader`), and
/// `Gtk/CursorThemeName` / `Gtk/CursorThemeSize` (`X11CursorTheme`).
package struct XSettings: Equatable, Sendable {
    package enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue, alpha, each 0…65535.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial, increased on every change.
    package var serial: UInt32 = 0
    package var values: [String: Value] = [:]

    package init(serial: UInt32 = 0, values: [String: Value] = [:]) {
        self.serial = serial
        self.values = values
    }

    package func string(_ name: String) -> String? {
        if case .string(let value) = values[name] { value } else { nil }
    }

    package func integer(_ name: String) -> Int32? {
        if case .integer(let value) = values[name] { value } else { nil }
    }

    package enum ParseError: Error, Equatable {
        case truncated
        case badByteOrder(UInt8)
        case unknownType(UInt8)
    }

    /// Decodes the property's bytes. A table cut short or with an unknown
    /// setting type is an error: nothing of it is used (a half-read table
    /// could flip the theme for a moment).
    package static func parse(_ bytes: [UInt8]) throws(ParseError) -> XSettings {
        var reader = Reader(bytes: bytes)
        let order = try reader.byte()
        guard order <= 1 else { throw .badByteOrder(order) }
        reader.bigEndian = order == 1  // MSBFirst
        try reader.skip(3)
        var settings = XSettings()
        settings.serial = try reader.card32()
        let count = try reader.card32()
        for _ in 0..<count {
            let type = try reader.byte()
            try reader.skip(1)
            let nameLength = Int(try reader.card16())
            let name = try reader.string(length: nameLength)
            try reader.skip(padding(nameLength))
            _ = try reader.card32()  // last-change serial
            switch type {
            case 0:
                settings.values[name] = .integer(Int32(bitPattern: try reader.card32()))
            case 1:
                let length = Int(try reader.card32())
                settings.values[name] = .string(try reader.string(length: length))
                try reader.skip(padding(length))
            case 2:
                settings.values[name] = .color(red: try reader.card16(), green: try reader.card16(),
                                               blue: try reader.card16(), alpha: try reader.card16())
            default:
                throw .unknownType(type)
            }
        }
        return settings
    }

    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() throws(ParseError) -> UInt8 {
            guard offset < bytes.count else { throw .truncated }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) throws(ParseError) {
            guard count <= bytes.count - offset else { throw .truncated }
            offset += count
        }

        mutating func card16() throws(ParseError) -> UInt16 {
            let a = UInt16(try byte()), b = UInt16(try byte())
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() throws(ParseError) -> UInt32 {
            let a = UInt32(try card16()), b = UInt32(try card16())
            return bigEndian ? a << 16 | b : b << 16 | a
        }

        mutating func string(length: Int) throws(ParseError) -> String {
            guard length >= 0, length <= bytes.count - offset else { throw .truncated }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}

extension XSettings {
    /// Encodes the table (little-endian), as a manager would: what tests
    /// set on their own selection owner.
    package func encoded() -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0, 0]
        func card16(_ v: UInt16) { bytes += [UInt8(v & 0xff), UInt8(v >> 8)] }
        func card32(_ v: UInt32) { card16(UInt16(v & 0xffff)); card16(UInt16(v >> 16)) }
        func pad() { while bytes.count % 4 != 0 { bytes.append(0) } }
        card32(serial)
        card32(UInt32(values.count))
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            let type: UInt8 = switch value { case .integer: 0; case .string: 1; case .color: 2 }
            bytes += [type, 0]
            card16(UInt16(name.utf8.count))
            bytes += Array(name.utf8)
            pad()
            card32(serial)
            switch value {
            case .integer(let v): card32(UInt32(bitPattern: v))
            case .string(let s): card32(UInt32(s.utf8.count)); bytes += Array(s.utf8); pad()
            case .color(let r, let g, let b, let a): card16(r); card16(g); card16(b); card16(a)
            }
        }
        return bytes
    }
}
