import SwiftUI

/// The palette seed's views for `TrellisBench`, which measures exactly the
/// code the gallery runs (the seed's types are internal to this module, and
/// its files stay as the seed wrote them).
public enum PaletteBenchmarkContent {
    /// The palette app's window content.
    @MainActor public static func palette() -> AnyView {
        AnyView(PaletteView().frame(minWidth: 240, minHeight: 260))
    }

    /// `gallery tiles N`'s window content.
    @MainActor public static func tilesDemo(count: Int) -> AnyView {
        AnyView(TilesDemoView(count: count).frame(minWidth: 240, minHeight: 260))
    }

    /// `count` of the palette's tiles each with a gradient, a shadow, a
    /// clip shape and the image at `imagePath` (issue #16's benchmark).
    @MainActor public static func decoratedTiles(count: Int, imagePath: String) -> AnyView {
        AnyView(DecoratedTilesView(count: count, image: Image(contentsOfFile: imagePath)).frame(minWidth: 240, minHeight: 260))
    }

    /// The seed's grid with `count` fixed 96×64 children: what the
    /// flex-wrap peers (Taffy, Yoga) lay out.
    @MainActor public static func fixedTileGrid(count: Int) -> AnyView {
        AnyView(WideFirstGrid {
            ForEach(0..<count, id: \.self) { _ in Color.gray.frame(width: 96, height: 64) }
        })
    }

    /// The seed's grid with `count` of the demo's text tiles.
    @MainActor public static func textTileGrid(count: Int) -> AnyView {
        AnyView(WideFirstGrid {
            ForEach(0..<count, id: \.self) { tileButton(number: $0 + 1) {} }
        })
    }
}
