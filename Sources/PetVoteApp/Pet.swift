import SwiftUI

/// One contender and its votes.
///
/// Equatable, so that `.animation(.default, value: model.pets)` sees every
/// vote; identified by its type name, so its views keep their identity
/// while its votes change.
struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    let color: Color

    var id: String { type }
}
