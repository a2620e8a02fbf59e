// `import Trellis` must bring CGFloat, CGPoint, CGSize and CGRect with it, as
// `import SwiftUI` does. They are Foundation's own types: the implicit
// Double ↔ CGFloat conversion that seed code relies on exists only for those.
@_exported import Foundation

// `@Observable` models work after `import SwiftUI` alone; so they do after
// `import Trellis`.
@_exported import Observation

// SwiftUI re-exports Combine: `ObservableObject`, `@Published`, `Timer.publish`
// and `onReceive`'s publishers need only `import SwiftUI`.
@_exported import Combine

// SwiftUI re-exports UniformTypeIdentifiers and CoreTransferable: `UTType`
// and `Transferable` need only `import SwiftUI`.
@_exported import UniformTypeIdentifiers
@_exported import CoreTransferable
