import SwiftUI

/// Apple's "Composing custom layouts with SwiftUI" sample, rebuilt on
/// Trellis: vote for a favourite pet and watch the leaderboard grid and the
/// ranked avatars follow. The model is an `ObservableObject` that every
/// view finds in the environment, as in the original.
@main
struct PetVoteApp: App {
    @StateObject private var model = Model.startData

    var body: some Scene {
        WindowGroup("Pet Vote") {
            ContentView()
                .environmentObject(model)
                // A desktop window: opens at a comfortable size, and may be
                // narrowed until the vote buttons stack up.
                .frame(minWidth: 220, idealWidth: 420, maxWidth: .infinity,
                       minHeight: 460, idealHeight: 600, maxHeight: .infinity)
        }
    }
}
