import PaletteApp
import Trellis

/// The apps the window benchmarks (animation, click) run: the first two
/// unless one is named.
enum BenchmarkApp: String, CaseIterable {
    /// The palette seed: 12 tiles.
    case palette
    /// `gallery tiles 1000`.
    case tiles1k
    /// 1,000 palette tiles, each with a gradient, a shadow, a clip shape and
    /// the image at `decoratedImagePath` (issue #16).
    case decorated1k

    /// Named alone: it needs an image file.
    static var allCases: [BenchmarkApp] { [.palette, .tiles1k] }
    /// The decorated tiles' image (the command line's third word).
    nonisolated(unsafe) static var decoratedImagePath = ""

    var label: String {
        switch self {
        case .palette: "palette (N=12)"
        case .tiles1k: "tiles N=1000"
        case .decorated1k: "decorated tiles N=1000"
        }
    }

    @MainActor
    func makeHost(measurer: TextMeasurer, clock: FrameClock, windowResizeAnimation: Animation?) -> ViewHost {
        switch self {
        case .palette:
            ViewHost(rootView: PaletteBenchmarkContent.palette(), measurer: measurer, clock: clock,
                     windowResizeAnimation: windowResizeAnimation)
        case .tiles1k:
            ViewHost(rootView: PaletteBenchmarkContent.tilesDemo(count: 1_000), measurer: measurer,
                     clock: clock, windowResizeAnimation: windowResizeAnimation)
        case .decorated1k:
            ViewHost(rootView: PaletteBenchmarkContent.decoratedTiles(count: 1_000, imagePath: Self.decoratedImagePath),
                     measurer: measurer, clock: clock, windowResizeAnimation: windowResizeAnimation)
        }
    }
}
