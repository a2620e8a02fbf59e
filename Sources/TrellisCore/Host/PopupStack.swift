/// The popups open above a window (a menu, then its submenus), shared by
/// the window's host and the hosts of its popups. A backend shows one
/// override-redirect window per request and removes it when the request
/// goes away.
@MainActor
package final class PopupStack {
    package private(set) var requests: [PopupRequest] = []
    private var nextID = 1

    package init() {}

    /// Opens a popup above the host at `level` (0 is the main window),
    /// closing whatever was open at that level or above.
    /// Returns the new request's id. `onDismiss` runs when it closes
    /// (a click outside, Escape, or its opener closing it).
    @discardableResult
    func open(level: Int, anchor: CGRect, placement: PopupRequest.Placement, content: AnyView, role: String = "menu",
              onDismiss: (@MainActor () -> Void)? = nil) -> Int {
        dismiss(from: level + 1)
        var request = PopupRequest(id: nextID, level: level + 1, anchor: anchor, placement: placement, content: content)
        request.role = role
        request.onDismiss = onDismiss
        requests.append(request)
        nextID += 1
        return request.id
    }

    /// Closes the popups at `level` and above (1: all of them).
    package func dismiss(from level: Int = 1) {
        let closing = requests.filter { $0.level >= level }
        requests.removeAll { $0.level >= level }
        for request in closing { request.onDismiss?() }
    }

    package var isEmpty: Bool { requests.isEmpty }
}

/// One popup window a view asked for.
package struct PopupRequest: Identifiable {
    package enum Placement: Sendable {
        /// Under the anchor, left edges aligned (a menu from its control);
        /// above it when there is no room below.
        case below
        /// Beside the anchor's trailing edge, tops aligned (a submenu).
        case trailing
    }

    package let id: Int
    /// 1 for a menu opened from the main window, 2 for its submenu, …
    package let level: Int
    /// The control it opens from, in the coordinates of the window one
    /// level down.
    package let anchor: CGRect
    package let placement: Placement
    let content: AnyView
    /// Told when the popup closes (a popover clears its binding).
    var onDismiss: (@MainActor () -> Void)?

    /// The role the inspection file gives its window: "menu" or "popover".
    package var role = "menu"
}
