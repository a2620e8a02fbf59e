import Trellis

// The views the benchmarks measure. The seed apps' views are internal to
// their modules, so the ones measured here are copies, character for
// character, of `PaletteView` (Sources/PaletteApp/WideFirstGridDemoApp.swift)
// and `TilesDemoView` (Sources/PaletteApp/TilesDemo.swift); the grid is the
// seed's `WideFirstGrid` (WideFirstGrid.swift).

/// The palette seed's grid with `count` fixed 96×64 children: what the
/// flex-wrap peers (Taffy, Yoga) lay out in the same run.
struct FixedTileGrid: View {
    let count: Int

    var body: some View {
        WideFirstGrid {
            ForEach(0..<count, id: \.self) { _ in
                Color.gray.frame(width: 96, height: 64)
            }
        }
    }
}

/// The stress demo's tile (a plain button whose label is a wrapping
/// "Tile k" text with padding 12, `frame(maxWidth: .infinity, minHeight:
/// 64)` and a rounded background) `count` times in the seed's grid:
/// `gallery tiles N` without the window, the title and the scroll view.
struct TextTileGrid: View {
    let count: Int

    var body: some View {
        WideFirstGrid {
            ForEach(0..<count, id: \.self) { index in
                Button {
                } label: {
                    Text("Tile \(index + 1)")
                        .padding(12)
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                }
                .buttonStyle(.plain)
            }
        }
    }
}

/// The palette seed's window content (`PaletteView`).
struct PaletteView: View {
    @State private var selectedNumber: Int? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tile palette")
                .font(.title2)

            Text(selectedNumber.map { "Selected tile: \($0)" }
                 ?? "Choose a numbered tile")

            ScrollView {
                WideFirstGrid {
                    Text("Choose a tile from this sample collection")
                        .font(.headline)
                        .padding(12)
                        .frame(
                            maxWidth: .infinity,
                            minHeight: 64,
                            alignment: .leading
                        )
                        .background(
                            Color.blue.opacity(0.12),
                            in: RoundedRectangle(cornerRadius: 10)
                        )

                    ForEach(1...11, id: \.self) { number in
                        Button {
                            selectedNumber = number
                        } label: {
                            Text("Tile \(number)")
                                .padding(12)
                                .frame(maxWidth: .infinity, minHeight: 64)
                                .background(
                                    Color.gray.opacity(0.12),
                                    in: RoundedRectangle(cornerRadius: 10)
                                )
                        }
                        .buttonStyle(.plain)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
    }
}

/// `gallery tiles N`'s window content (`TilesDemoView`).
struct TilesDemoView: View {
    let count: Int
    @State private var selectedNumber: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(count) tiles")
                .font(.title2)
            Text(selectedNumber.map { "Selected tile: \($0)" } ?? "Choose a numbered tile")
            ScrollView {
                WideFirstGrid {
                    ForEach(0..<count, id: \.self) { index in
                        Button {
                            selectedNumber = index + 1
                        } label: {
                            Text("Tile \(index + 1)")
                                .padding(12)
                                .frame(maxWidth: .infinity, minHeight: 64)
                                .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
    }
}

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
            ViewHost(rootView: PaletteView().frame(minWidth: 240, minHeight: 260), measurer: measurer, clock: clock,
                     windowResizeAnimation: windowResizeAnimation)
        case .tiles1k:
            ViewHost(rootView: TilesDemoView(count: 1_000).frame(minWidth: 240, minHeight: 260), measurer: measurer,
                     clock: clock, windowResizeAnimation: windowResizeAnimation)
        }
    }
}
