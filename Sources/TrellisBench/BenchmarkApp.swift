import PaletteApp
import Trellis

/// The two apps the window benchmarks (animation, click) run.
enum BenchmarkApp: String, CaseIterable {
    /// The palette seed: 12 tiles.
    case palette
    /// `gallery tiles 1000`.
    case tiles1k

    var label: String {
        switch self {
        case .palette: "palette (N=12)"
        case .tiles1k: "tiles N=1000"
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
        }
    }
}
