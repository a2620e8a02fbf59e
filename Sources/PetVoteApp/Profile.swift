import SwiftUI

/// The avatars on their podium, arranged by rank: on a ring with the
/// leader on top, or in a row when all three are tied. Switching between
/// the two through `AnyLayout` keeps the avatars' identity, so they glide
/// from one arrangement to the other.
struct Profile: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        let layout = model.isAllWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

        Podium()
            .overlay(alignment: .top) {
                layout {
                    ForEach(model.pets) { pet in
                        Avatar(pet: pet)
                            .rank(model.rank(pet))
                    }
                }
                .animation(.default, value: model.pets)
            }
    }
}

/// The backdrop: three bands, darker for lower places, with the place
/// numbers faintly at both ends. It takes the space it is offered.
struct Podium: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(1..<4) { band($0) }
        }
    }

    private func band(_ rank: Int) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.black.opacity(0.035 * Double(rank)))
            .overlay(alignment: .leading) { rankText(rank) }
            .overlay(alignment: .trailing) { rankText(rank) }
    }

    private func rankText(_ rank: Int) -> some View {
        Text("\(rank)")
            .font(.system(size: 40, weight: .bold))
            .foregroundStyle(Color.black.opacity(0.12))
            .padding(.horizontal, 14)
    }
}

/// A pet's badge: a disc in its colour with its initial, ringed in white.
struct Avatar: View {
    var pet: Pet

    var body: some View {
        Text(String(pet.type.prefix(1)))
            .font(.system(size: 30, weight: .bold))
            .foregroundStyle(Color.white)
            .frame(width: 64, height: 64)
            .background(pet.color, in: Circle())
            .overlay(Circle().stroke(Color.white, lineWidth: 3))
    }
}
