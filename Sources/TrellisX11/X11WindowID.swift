import CX11

/// Xlib's `Window` (a window id), named here so that it wins over
/// SwiftUI's `Window` scene, which TrellisCore also declares.
package typealias Window = CX11.Window
