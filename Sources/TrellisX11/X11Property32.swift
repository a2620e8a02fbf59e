import CX11

extension X11Connection {
    /// Replaces a format-32 property (CARDINAL, ATOM, WINDOW…) of `window`
    /// with `values`. Xlib takes format-32 data as an array of C long,
    /// whatever the server stores, so the values are laid out as `Int`s.
    func setProperty32(_ property: Atom, of window: Window, type: Atom, _ values: [Int]) {
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(display, window, property, type, 32, PropModeReplace,
                                raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }
}
