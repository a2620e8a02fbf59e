import SwiftUI

/// The app's one screen: the ranked avatars on their podium at the top, the
/// leaderboard in the middle and the vote buttons at the bottom.
struct ContentView: View {
    var body: some View {
        VStack {
            Profile()
            Leaderboard()
            ButtonStack()
        }
        .padding()
    }
}
