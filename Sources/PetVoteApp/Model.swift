import SwiftUI

/// The votes for every pet, shared by the whole app through the
/// environment (`.environmentObject(model)`, `@EnvironmentObject`).
///
/// The user interface assumes exactly three pets (the radial layout's
/// rank offsets are worked out for three).
final class Model: ObservableObject {
    /// The contenders; a vote replaces the array, which announces the
    /// change to every view that reads the model.
    @Published var pets: [Pet]

    init(pets: [Pet]) {
        self.pets = pets
    }

    /// All the votes cast so far.
    var totalVotes: Int { pets.reduce(0) { $0 + $1.votes } }

    /// True when every pet has the same number of votes (at the start,
    /// 0/0/0): no ring order can show that, so the avatars stand in a row.
    var isAllWayTie: Bool {
        pets.allSatisfy { $0.votes == pets.first?.votes }
    }

    /// 1 for the leader: one more than the number of pets with more votes,
    /// so pets with equal votes share a rank.
    func rank(_ pet: Pet) -> Int {
        pets.reduce(1) { $0 + ($1.votes > pet.votes ? 1 : 0) }
    }
}

extension Model {
    /// What the app starts with: no votes for anyone.
    @MainActor static let startData = Model(pets: [
        Pet(type: "Cat", color: .orange),
        Pet(type: "Goldfish", color: .yellow),
        Pet(type: "Dog", color: .brown),
    ])
}
