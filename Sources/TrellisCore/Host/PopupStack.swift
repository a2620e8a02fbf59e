/// The popups open above a window (a menu, then its submenus), shared by
/// the window's host and the hosts of its popups. A backend shows one
/// override-redirect window per request and removes it when the request
/// goes away.
@MainActor
package final class PopupStack {
    package private(set) var requests: [PopupRequest] = []
    private var nextID = 1
    /// While a menu from the menu bar is open: opens the menu `offset`
    /// titles to its right (Left and Right in the open menu).
    var adjacentMenuBarMenu: (@MainActor (Int) -> Void)?

    package init() {}

    /// Opens a popup above the host at `level` (0 is the main window),
    /// closing whatever was open at that level or above.
    /// Returns the new request's id. `onDismiss` runs when it closes
    /// (a click outside, Escape, or its opener closing it).
    @discardableResult
    func open(level: Int, anchor: CGRect, placement: PopupRequest.Placement, content: AnyView,
              kind: PopupRequest.Kind = .menu, highlightsFirstItem: Bool = false, closesOnChoice: Bool? = nil,
              onDismiss: (@MainActor () -> Void)? = nil) -> Int {
        dismiss(from: level + 1)
        var request = PopupRequest(id: nextID, level: level + 1, anchor: anchor, placement: placement, content: content,
                                   kind: kind, highlightsFirstItem: highlightsFirstItem)
        request.closesOnChoice = closesOnChoice ?? (kind != .popover)
        request.onDismiss = onDismiss
        requests.append(request)
        nextID += 1
        return request.id
    }

    /// Whether a menu is open above `level`: it takes the pointer and
    /// keyboard (a tooltip takes nothing).
    package func hasMenu(above level: Int) -> Bool { requests.contains { $0.level > level && $0.grabsInput } }

    /// The level a menu at `level` starts from: 1, or the level above the
    /// popover it was opened in (choosing an item closes the menu, not the popover).
    func menuChainStart(for level: Int) -> Int {
        (requests.filter { $0.level < level && !$0.closesOnChoice }.map(\.level).max() ?? 0) + 1
    }

    /// Closes the tooltip, if one is open.
    func dismissTooltips() { requests.removeAll { $0.kind == .tooltip } }

    /// Closes the popups at `level` and above (1: all of them).
    package func dismiss(from level: Int = 1) {
        let closing = requests.filter { $0.level >= level }
        requests.removeAll { $0.level >= level }
        for request in closing { request.onDismiss?() }
    }

    package var isEmpty: Bool { requests.isEmpty }

    /// The hosts showing the popups, by request id (weakly: the backend owns them).
    private var hosts: [Int: WeakPopupHost] = [:]

    func register(_ host: ViewHost, for id: Int) {
        hosts = hosts.filter { entry in requests.contains { $0.id == entry.key } }
        hosts[id] = WeakPopupHost(host: host)
    }

    /// Closes the popups at `level` and above as the user asks to (a click
    /// outside, Escape), unless a popover among them says
    /// `interactiveDismissDisabled`. Returns whether they closed.
    @discardableResult
    func dismissInteractively(from level: Int) -> Bool {
        let locked = requests.contains { request in
            request.level >= level && request.kind == .popover && hosts[request.id]?.host?.allowsInteractiveDismiss == false
        }
        if !locked { dismiss(from: level) }
        return !locked
    }
}

private struct WeakPopupHost {
    weak var host: ViewHost?
}

/// One popup window a view asked for.
package struct PopupRequest: Identifiable {
    package enum Placement: Sendable {
        /// Under the anchor, left edges aligned (a menu from its control);
        /// above it when there is no room below.
        case below
        /// Beside the anchor's trailing edge, tops aligned (a submenu).
        case trailing
        /// As `below` and `trailing` in a right-to-left layout: right
        /// edges aligned, and a submenu on the anchor's left.
        case belowRightToLeft
        case trailingRightToLeft
    }

    package let id: Int
    /// 1 for a menu opened from the main window, 2 for its submenu, …
    package let level: Int
    /// The control it opens from, in the coordinates of the window one
    /// level down.
    package let anchor: CGRect
    package let placement: Placement
    let content: AnyView
    /// A menu or a popover grabs the pointer and keyboard; a tooltip only
    /// shows; a search field's suggestions take clicks but leave the
    /// keyboard (and the rest of the window) to the field.
    package enum Kind: Sendable { case menu, popover, tooltip, suggestions }
    package var kind: Kind = .menu
    /// Opened from the keyboard: the first item starts highlighted.
    var highlightsFirstItem = false
    /// A menu (or a menu-like panel, as a colour well's swatches): a choice
    /// closes it, and it takes the keys as a menu does. A popover of views
    /// (`popover(isPresented:)`) is not one: its controls leave it open.
    var closesOnChoice = true
    /// Told when the popup closes (a popover clears its binding).
    var onDismiss: (@MainActor () -> Void)?

    /// Whether it takes the pointer and keyboard while open.
    package var grabsInput: Bool { kind == .menu || kind == .popover }

    /// The role the inspection file gives its window.
    package var role: String {
        switch kind {
        case .menu: "menu"
        case .popover: "popover"
        case .tooltip: "tooltip"
        case .suggestions: "suggestions"
        }
    }
}
