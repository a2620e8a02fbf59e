// `import Trellis` is all an app needs: the whole SwiftUI-shaped API of the
// core, and (below) the `main()` that shows it on X11.
@_exported import TrellisCore
