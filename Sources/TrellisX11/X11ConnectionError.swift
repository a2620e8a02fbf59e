/// Why the X display could not be opened. The description is one line
/// meant for a person at a terminal: it says which display was tried and
/// whether `DISPLAY` was unset or pointed at a server that did not answer.
package enum X11ConnectionError: Error, Equatable, CustomStringConvertible {
    /// Neither an explicit name nor `DISPLAY` was given.
    case displayUnset
    /// `XOpenDisplay` failed for this name.
    case unreachable(String)
    /// The server has no RENDER extension, which all drawing goes through.
    case noRender(String)

    package var description: String {
        switch self {
        case .displayUnset:
            "trellis: cannot open X display (DISPLAY is unset; is an X server running?)"
        case .unreachable(let name):
            "trellis: cannot open X display \"\(name)\" (is an X server running there? check DISPLAY)"
        case .noRender(let name):
            "trellis: the X server at \"\(name)\" has no RENDER extension, which Trellis needs to draw"
        }
    }
}
