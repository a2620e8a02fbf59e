// `import SwiftUI` compiles unchanged on Linux: this module is Trellis
// under SwiftUI's name, so code shared with a Mac needs no `#if` around
// its imports, and qualified names (`SwiftUI.Color`) resolve.
@_exported import Trellis
// On a Mac, `import SwiftUI` also brings AppKit's names (`NSColor`,
// `NSCursor` …); the subset Trellis has comes with it.
@_exported import TrellisAppKit
