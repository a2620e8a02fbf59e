import Testing
@testable import TrellisCore
@testable import TrellisX11

/// Where a popup opens against its control, in pixels on a 1000 × 800
/// screen: below with left edges aligned (right edges in a right-to-left
/// layout), a submenu beside the row's trailing edge (its left in right
/// to left), flipped when there is no room.
@Suite("Popup placement")
@MainActor
struct PopupPlacementTests {
    private let anchor = (x: 300, y: 100, width: 120, height: 24)

    private func place(_ placement: PopupRequest.Placement, anchor: (x: Int, y: Int, width: Int, height: Int)? = nil) -> (Int, Int) {
        let origin = X11PopupWindow.place(width: 200, height: 150, anchor: anchor ?? self.anchor, placement: placement,
                                          screenWidth: 1000, screenHeight: 800)
        return (origin.x, origin.y)
    }

    @Test func menusOpenTowardsTheReadingDirection() {
        #expect(place(.below) == (300, 126))
        #expect(place(.belowRightToLeft) == (220, 126), "right edges aligned at 420")
        #expect(place(.trailing) == (420, 96))
        #expect(place(.trailingRightToLeft) == (100, 96), "on the row's left")
    }

    @Test func aRightToLeftSubmenuWithoutRoomOnTheLeftOpensOnTheRight() {
        #expect(place(.trailingRightToLeft, anchor: (x: 50, y: 100, width: 120, height: 24)) == (170, 96))
        // Near the left edge a right-aligned menu is shifted onto the screen.
        #expect(place(.belowRightToLeft, anchor: (x: 0, y: 100, width: 60, height: 24)) == (0, 126))
    }
}
