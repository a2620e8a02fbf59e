import Testing
@testable import DropdownsApp
@testable import PaletteApp
@testable import TrellisCore

/// The elements in depth-first order, the window's first.
@MainActor
func allElements(_ tree: AccessibilityTree) -> [AccessibilityElement] {
    var result: [AccessibilityElement] = []
    func visit(_ id: Int) {
        guard let element = tree.element(id) else { return }
        result.append(element)
        element.children.forEach(visit)
    }
    visit(tree.rootID)
    return result
}

/// The accessibility tree made from the seed apps' view graphs, headless:
/// roles, names, states, extents, stable ids, actions and what changes.
@Suite("Accessibility tree")
@MainActor
struct AccessibilityTreeTests {
    private func palette() -> TestHost {
        TestHost(PaletteView().frame(minWidth: 240, minHeight: 260), width: 440, height: 520)
    }

    @Test func thePalettesTilesArePushButtonsNamedByTheirLabels() {
        let host = palette()
        let tree = host.host.accessibility
        #expect(tree.root?.role == .frame)
        let elements = allElements(tree)
        let buttons = elements.filter { $0.role == .pushButton }
        #expect(buttons.map(\.name) == (1...11).map { "Tile \($0)" })
        #expect(buttons.allSatisfy { $0.actions.map(\.name) == ["click"] })
        #expect(buttons.allSatisfy { $0.states.isSuperset(of: [.enabled, .sensitive, .visible, .focusable]) })
        #expect(buttons.allSatisfy { $0.children.isEmpty }, "a button's label is its name, not a child")
        let labels = elements.filter { $0.role == .label }.map(\.name)
        #expect(labels.starts(with: ["Tile palette", "Choose a numbered tile"]))
        // Containers (stacks, the grid, paddings) are looked through.
        #expect(tree.root?.children.count == elements.count - 1)
    }

    @Test func extentsAreTheLayoutFrames() throws {
        let host = palette()
        let tree = host.host.accessibility
        let button = try #require(allElements(tree).first { $0.name == "Tile 5" })
        let label = try #require(host.node(text: "Tile 5"))
        let tile = try #require(host.nodes(kind: "Button").first { $0.rect.contains(label.rect) })
        // The inspection file keeps three decimals.
        let difference = [button.frame.minX - tile.rect.minX, button.frame.minY - tile.rect.minY,
                          button.frame.width - tile.rect.width, button.frame.height - tile.rect.height]
        #expect(difference.allSatisfy { abs($0) < 0.001 })
        #expect(tree.root?.frame == CGRect(x: 0, y: 0, width: 440, height: 520))
    }

    @Test func theElementAtAPointIsTheDeepestThere() throws {
        let host = palette()
        let tree = host.host.accessibility
        let button = try #require(allElements(tree).first { $0.name == "Tile 9" })
        let point = CGPoint(x: button.frame.midX, y: button.frame.midY)
        #expect(tree.element(at: point, in: tree.rootID)?.id == button.id)
        #expect(tree.element(at: CGPoint(x: 1, y: 1), in: tree.rootID)?.id == tree.rootID, "nothing but the window there")
        #expect(tree.element(at: CGPoint(x: -5, y: 1), in: tree.rootID) == nil)
    }

    @Test func theClickActionPressesTheTileAndOneNameChangeFollows() throws {
        let host = palette()
        let tree = host.host.accessibility
        let elements = allElements(tree)
        let button = try #require(elements.first { $0.name == "Tile 7" })
        let prompt = try #require(elements.first { $0.name == "Choose a numbered tile" })
        #expect(tree.perform(action: 0, on: button.id))
        _ = host.host.update()
        #expect(host.node(text: "Selected tile: 7") != nil)
        #expect(tree.changes() == [.name(prompt.id)])
        #expect(tree.element(prompt.id)?.name == "Selected tile: 7")
        #expect(tree.changes().isEmpty, "nothing changed since")
    }

    @Test func idsStayTheSameAcrossUpdatesAndAGoneNodeAnswersNothing() throws {
        let host = TestHost(Toggleable(), width: 300, height: 200)
        let tree = host.host.accessibility
        let first = allElements(tree)
        let extra = try #require(first.first { $0.name == "Extra" })
        let toggle = try #require(first.first { $0.name == "Toggle" })
        #expect(tree.perform(action: 0, on: toggle.id))
        _ = host.host.update()
        // What changed since the client last looked, then the new tree.
        #expect(tree.changes() == [.childRemoved(parent: tree.rootID, child: extra.id, index: 1)])
        let second = allElements(tree)
        #expect(second.first { $0.name == "Toggle" }?.id == toggle.id)
        #expect(tree.element(extra.id) == nil)
        #expect(!tree.perform(action: 0, on: extra.id))
        #expect(tree.element(123_456_789) == nil)
    }

    @Test func elementsOutOfSightAreNotShowingAndStillHaveTheirExtents() throws {
        let host = TestHost(ScrollView { VStack(spacing: 0) { ForEach(0..<300) { Button("Item \($0)") {} } } },
                            width: 200, height: 300)
        let tree = host.host.accessibility
        let items = allElements(tree).filter { $0.role == .pushButton }
        #expect(items.count == 300)
        let first = try #require(items.first), last = try #require(items.last)
        #expect(first.states.contains(.showing))
        #expect(!last.states.contains(.showing))
        #expect(tree.extents(of: last).minY > 300)
        #expect(tree.extents(of: last).height == tree.extents(of: first).height)
    }

    @Test func hiddenViewThatFitsCandidatesAreNotElements() {
        let host = TestHost(ViewThatFits { Text("A long line of text that does not fit"); Text("Short") }, width: 80, height: 50)
        #expect(allElements(host.host.accessibility).filter { $0.role == .label }.map(\.name) == ["Short"])
    }

    @Test func aMenuIsAButtonThatOpensAPopupWhoseItemsAreMenuItems() throws {
        let host = TestHost(DropdownPanel(), width: 446, height: 240)
        let tree = host.host.accessibility
        let menu = try #require(allElements(tree).first { $0.name == "Pattern: Solid" })
        #expect(menu.role == .pushButton)
        #expect(menu.states.isSuperset(of: [.hasPopup, .expandable]) && !menu.states.contains(.expanded))
        #expect(tree.perform(action: 0, on: menu.id))
        _ = host.host.update()
        #expect(tree.changes().contains(.state(menu.id, .expanded, true)))
        #expect(tree.element(menu.id)?.states.contains(.expanded) == true)
        let request = try #require(host.host.popups.requests.last)
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        let popupTree = popup.accessibility
        #expect(popupTree.root?.role == .window)
        let panel = try #require(popupTree.element(popupTree.root?.children.first ?? 0))
        #expect(panel.role == .menu)
        let items = panel.children.compactMap { popupTree.element($0) }
        #expect(items.allSatisfy { $0.role == .menuItem })
        let stripes = try #require(items.first { $0.name == "Alternating diagonal lines" })
        #expect(popupTree.perform(action: 0, on: stripes.id))
        _ = host.host.update()
        #expect(host.node(text: "Pattern: Alternating diagonal lines") != nil)
        #expect(host.host.popups.isEmpty, "choosing an item closes the menu")
    }

    @Test func aProgressViewIsAProgressBarWithItsFraction() throws {
        let host = TestHost(VStack { ProgressView(value: 3, total: 12); ProgressView() }, width: 200, height: 100)
        let tree = host.host.accessibility
        let bars = allElements(tree).filter { $0.role == .progressBar }
        #expect(bars.count == 2)
        let range = try #require(bars[0].range)
        #expect(range.minimum == 0 && range.maximum == 1 && range.current == 0.25)
        #expect(bars[0].value == "25%")
        #expect(bars[1].range == nil, "an indeterminate one has no value")
        #expect(!tree.setValue(0.5, on: bars[0].id), "only the app sets a progress bar")
    }

    @Test func aDisabledButtonHasNoActionAndIsNotEnabled() throws {
        let host = TestHost(Button("Off") {}.disabled(true), width: 100, height: 40)
        let button = try #require(allElements(host.host.accessibility).first { $0.role == .pushButton })
        #expect(button.actions.isEmpty)
        #expect(!button.states.contains(.enabled) && !button.states.contains(.sensitive))
    }
}

/// A button that removes a label.
private struct Toggleable: View {
    @State private var showsExtra = true
    var body: some View {
        VStack {
            Button("Toggle") { showsExtra.toggle() }
            if showsExtra { Text("Extra") }
        }
    }
}
