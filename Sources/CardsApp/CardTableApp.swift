import SwiftUI

/// A card table: cards dealt in with transitions, dragged anywhere on the
/// felt (a `DragGesture` with `@GestureState`, the card placed with
/// alignment guides in a top-leading `ZStack`), flipped with a tap, sent
/// home with a double tap or from a right-click menu, highlighted under
/// the pointer. A `GeometryReader` keeps dropped cards on the table, and
/// a preference reports the card nearest the top for the status line.
/// Plain SwiftUI: it compiles on a Mac too.
@main
struct CardTableApp: App {
    var body: some Scene {
        WindowGroup("Card table") {
            CardTableView()
                .frame(minWidth: 420, idealWidth: 560, minHeight: 340, idealHeight: 420)
        }
    }
}

struct Card: Identifiable, Equatable {
    let id: Int
    let rank: String
    var position: CGPoint
    var faceUp = false
}

/// The card drawn nearest the top of the table, reported upward.
struct TopCardKey: PreferenceKey {
    static let defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if value.isEmpty { value = next } else if !next.isEmpty, next < value { value = next }
    }
}

struct CardTableView: View {
    static let cardSize = CGSize(width: 64, height: 88)
    @State private var cards: [Card] = []
    @State private var dealt = 0
    @State private var status = "Deal to start"
    @State private var topCard = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Button("Deal") { deal() }
                Button("Clear") { withAnimation(.easeInOut(duration: 0.3)) { cards.removeAll() } }
                Spacer()
                Text(status).foregroundStyle(.secondary)
            }
            GeometryReader { table in
                ZStack(alignment: .topLeading) {
                    Color(red: 0.1, green: 0.45, blue: 0.25)
                    ForEach(cards) { card in
                        CardView(card: card, table: table.size, onMove: { move(card.id, to: $0) },
                                 onFlip: { flip(card.id) }, onHome: { sendHome(card.id) })
                            .transition(.asymmetric(insertion: .move(edge: .top).combined(with: .opacity), removal: .scale))
                    }
                }
            }
            .onPreferenceChange(TopCardKey.self) { topCard = $0 }
            Text(topCard.isEmpty ? "No cards on the table" : "Top-most card: \(topCard)")
                .font(.caption)
        }
        .padding(12)
    }

    private func deal() {
        let ranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]
        guard dealt < ranks.count else { status = "The deck is empty"; return }
        let rank = ranks[dealt]
        let column = CGFloat(dealt % 4), row = CGFloat(dealt / 4)
        withAnimation(.spring(duration: 0.4)) {
            cards.append(Card(id: dealt, rank: rank, position: CGPoint(x: 16 + column * 80, y: 16 + row * 104)))
        }
        dealt += 1
        status = "Dealt \(rank)"
    }

    private func move(_ id: Int, to position: CGPoint) {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
        cards[index].position = position
        // The card moved last is drawn on top.
        cards.append(cards.remove(at: index))
        status = "Moved \(cards.last!.rank) to \(Int(position.x)), \(Int(position.y))"
    }

    private func flip(_ id: Int) {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
        cards[index].faceUp.toggle()
        status = "Flipped \(cards[index].rank)"
    }

    private func sendHome(_ id: Int) {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
        withAnimation(.easeInOut(duration: 0.3)) {
            cards[index].position = CGPoint(x: 16 + CGFloat(id % 4) * 80, y: 16 + CGFloat(id / 4) * 104)
        }
        status = "Sent \(cards[index].rank) home"
    }
}

struct CardView: View {
    let card: Card
    let table: CGSize
    let onMove: (CGPoint) -> Void
    let onFlip: () -> Void
    let onHome: () -> Void
    @GestureState private var drag = CGSize.zero
    @State private var hovered = false

    var body: some View {
        let size = CardTableView.cardSize
        let x = card.position.x + drag.width, y = card.position.y + drag.height
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(card.faceUp ? Color.white : Color.blue)
            RoundedRectangle(cornerRadius: 6).stroke(hovered ? Color.yellow : Color.black.opacity(0.4), lineWidth: hovered ? 3 : 1)
            Text(card.faceUp ? card.rank : "♣").font(.title).foregroundStyle(card.faceUp ? Color.black : Color.white)
        }
        .frame(width: size.width, height: size.height)
        .preference(key: TopCardKey.self, value: card.faceUp ? "\(card.rank) at \(Int(card.position.y))" : "")
        .onHover { hovered = $0 }
        .onTapGesture(count: 2) { onHome() }
        .onTapGesture { onFlip() }
        .contextMenu {
            Button(card.faceUp ? "Turn face down" : "Turn face up") { onFlip() }
            Button("Send home") { onHome() }
        }
        .gesture(DragGesture()
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
                // Dropped cards stay on the table.
                let limitX = max(0, table.width - size.width), limitY = max(0, table.height - size.height)
                onMove(CGPoint(x: min(max(0, card.position.x + value.translation.width), limitX),
                               y: min(max(0, card.position.y + value.translation.height), limitY)))
            })
        .alignmentGuide(.leading) { _ in -x }
        .alignmentGuide(.top) { _ in -y }
    }
}
