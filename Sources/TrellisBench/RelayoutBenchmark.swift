import Trellis

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

/// Times one width change and relayout (408 ↔ 304 points, alternating so
/// every run is a real change), animation off, after a warm-up.
@MainActor
func relayoutTimes<V: View>(_ view: V, measurer: TextMeasurer, runs: Int) -> [Double] {
    let clock = VirtualClock()
    let host = ViewHost(rootView: view, measurer: measurer, clock: clock, windowResizeAnimation: nil)
    host.resize(to: CGSize(width: 408, height: 600))
    _ = host.update()
    var times: [Double] = []
    for run in 0..<runs {
        host.resize(to: CGSize(width: run % 2 == 0 ? 304 : 408, height: 600))
        let start = MonotonicClock().now
        _ = host.update()
        times.append(MonotonicClock().now - start)
    }
    return times
}

/// The palette's tiles (plain buttons with text labels on rounded
/// backgrounds) in the seed's grid: `gallery tiles N` without the window.
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
