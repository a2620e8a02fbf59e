import SwiftUI

/// The stress demo behind `gallery tiles N`: the seed's `WideFirstGrid` in
/// a `ScrollView` with N buttons "Tile 1" … "Tile N", for benchmarks and for
/// seeing how Trellis copes with large collections. Not part of the seed:
/// the seed's own files are left exactly as written.
struct TilesDemoApp: App {
    /// Set by `runTilesDemo` before `main()` builds the app.
    nonisolated(unsafe) static var count = 12

    var body: some Scene {
        WindowGroup("Tiles") {
            TilesDemoView(count: Self.count)
                .frame(minWidth: 240, minHeight: 260)
        }
    }
}

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
                        tileButton(number: index + 1) { selectedNumber = index + 1 }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
    }
}

/// One numbered tile as the palette seed draws it: a plain button whose
/// label is padded text on a faint rounded background. A function, not a
/// view with a body: a body would be one more to evaluate per tile
/// whenever the grid's owner changes.
@MainActor
func tileButton(number: Int, action: @escaping @MainActor () -> Void) -> some View {
    Button(action: action) {
        Text("Tile \(number)")
            .padding(12)
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
    }
    .buttonStyle(.plain)
}

/// Opens the stress demo with `count` tiles (clamped to 0…1,000,000); the
/// gallery calls it by this C name, as it calls the seed apps' entry points.
@_cdecl("trellis_tiles_demo")
public func runTilesDemo(count: Int) -> Int32 {
    MainActor.assumeIsolated {
        TilesDemoApp.count = min(max(0, count), 1_000_000)
        TilesDemoApp.main()
    }
    return 0
}
