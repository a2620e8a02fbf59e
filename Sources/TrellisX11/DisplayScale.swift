import CX11

/// The point → pixel factor from the desktop's DPI. Layout works in points
/// (1 pt = 1 px at 96 DPI); a desktop announces its density as XSETTINGS
/// `Xft/DPI` (in 1/1024 dpi, followed live) and as the `Xft.dpi` X
/// resource (read when the display is opened). XSETTINGS wins, as in Qt
/// and GTK; without either the scale is 1.
enum DisplayScale {
    /// Densities outside these are typos, not screens: a damaged setting
    /// must not make the window 100× bigger or vanish.
    static let plausibleDPI = 24.0...960.0

    /// The scale for an `Xft/DPI` value (nil, or -1 for "the default", when
    /// unset) and the `Xft.dpi` resource's DPI.
    static func scale(xsettingsDPI raw: Int32?, resourceDPI: Double?) -> Double {
        if let dpi = dpi(fromXSettings: raw) { return dpi / 96 }
        if let resourceDPI, plausibleDPI.contains(resourceDPI) { return resourceDPI / 96 }
        return 1
    }

    /// `Xft/DPI` in dots per inch; nil when unset, "default" or implausible.
    static func dpi(fromXSettings raw: Int32?) -> Double? {
        guard let raw, raw > 0 else { return nil }
        let dpi = Double(raw) / 1024
        return plausibleDPI.contains(dpi) ? dpi : nil
    }

    /// `dpi / 96` from a resource-manager string such as
    /// "Xft.dpi:\t192\n"; 1 when it is absent or unusable.
    static func scale(fromResources resources: String?) -> Double {
        scale(xsettingsDPI: nil, resourceDPI: resources.flatMap(dpi(fromResources:)))
    }

    static func dpi(fromResources resources: String) -> Double? {
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
              let address = value.addr else { return nil }
        let text = String(cString: address).trimmingCharacters(in: .whitespaces)
        guard let dpi = Double(text), dpi.isFinite, plausibleDPI.contains(dpi) else { return nil }
        return dpi
    }
}
