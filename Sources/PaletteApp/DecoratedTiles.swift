import SwiftUI

/// The palette's tiles as drawn in issue #16's first benchmark: every tile
/// given a gradient, a shadow, a clip shape and an image, in the seed's
/// grid inside a `ScrollView`, as `gallery tiles N` lays them out. Not
/// part of the seed (its files stay as written).
struct DecoratedTilesView: View {
    let count: Int
    let image: Image

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(count) decorated tiles")
                .font(.title2)
            ScrollView {
                WideFirstGrid {
                    ForEach(0..<count, id: \.self) { index in
                        decoratedTile(number: index + 1, image: image)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
    }
}

/// One tile: the image clipped to a circle beside the number, on a
/// gradient clipped to a rounded rectangle with a soft shadow under it.
/// Twelve gradients, so neighbours differ as in a real palette.
@MainActor
func decoratedTile(number: Int, image: Image) -> some View {
    let hue = Double(number % 12) / 12
    return Button {} label: {
        HStack(spacing: 8) {
            image
                .resizable()
                .scaledToFill()
                .frame(width: 32, height: 32)
                .clipShape(Circle())
            Text("Tile \(number)")
        }
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: 64)
        .background(LinearGradient(colors: [Color(hue: hue, saturation: 0.35, brightness: 1),
                                            Color(hue: hue, saturation: 0.6, brightness: 0.85)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2)
    }
    .buttonStyle(.plain)
}
