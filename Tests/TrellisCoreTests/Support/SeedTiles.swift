@testable import PaletteApp
import TrellisCore

/// The seed's grid content (the intro tile and `count` numbered tiles),
/// with the intro text replaceable, inside the seed's own `WideFirstGrid`.
struct SeedGrid: View {
    var intro = "Choose a tile from this sample collection"
    var count = 11

    var body: some View {
        WideFirstGrid {
            Text(intro)
                .font(.headline)
                .padding(12)
                .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
                .background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            ForEach(Array(1...max(1, count)).prefix(count), id: \.self) { number in
                Button {
                } label: {
                    Text("Tile \(number)")
                        .padding(12)
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                }
                .buttonStyle(.plain)
            }
        }
    }
}
