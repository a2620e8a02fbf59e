import CX11

/// Turns the `Xft.dpi` X resource into the point → pixel factor. Layout
/// works in points (1 pt = 1 px at 96 DPI); a HiDPI desktop announces its
/// density in `Xft.dpi`, as GTK and Qt read it.
enum DisplayScale {
    /// `dpi / 96` from a resource-manager string such as
    /// "Xft.dpi:\t192\n"; 1 when it is absent or unusable.
    static func scale(fromResources resources: String?) -> Double {
        guard let resources, let dpi = dpi(fromResources: resources) else { return 1 }
        return dpi / 96
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
        // Plausible densities only: a typo must not make the UI 100× bigger.
        guard let dpi = Double(text), dpi.isFinite, dpi >= 24, dpi <= 960 else { return nil }
        return dpi
    }
}
