import SwiftUI

/// The standings as a grid: a row per pet with its name, a bar for its
/// share of the votes and its count, separated by dividers that span the
/// grid. The grid is leading-aligned; the count column is trailing-aligned.
struct Leaderboard: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(model.pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(
                        value: Double(pet.votes),
                        total: Double(max(1, model.totalVotes))) // 避免除以零。
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }

                Divider()
            }
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.black.opacity(0.1), lineWidth: 1))
    }
}
