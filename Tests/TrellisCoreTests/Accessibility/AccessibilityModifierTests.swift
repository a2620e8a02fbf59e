import Testing
@testable import TrellisCore

/// SwiftUI's accessibility modifiers as the tree shows them.
@Suite("Accessibility modifiers")
@MainActor
struct AccessibilityModifierTests {
    private func elements<V: View>(_ view: V) -> [AccessibilityElement] {
        let host = TestHost(view, width: 400, height: 300)
        return withExtendedLifetime(host) { Array(allElements(host.host.accessibility).dropFirst()) }
    }

    @Test func labelValueHintAndIdentifier() throws {
        let element = try #require(elements(
            Text("72").accessibilityLabel("Volume").accessibilityValue("72 percent").accessibilityHint("Loudness")
                .accessibilityIdentifier("volume")).first)
        #expect(element.name == "Volume")
        #expect(element.value == "72 percent")
        #expect(element.description == "Loudness")
        #expect(element.identifier == "volume")
        #expect(element.role == .label)
    }

    @Test func theModifierNearestTheViewWins() {
        #expect(elements(Text("x").accessibilityLabel("inner").accessibilityLabel("outer")).map(\.name) == ["inner"])
    }

    @Test func hiddenLeavesOutTheWholeSubtree() {
        let list = elements(VStack {
            Text("Shown")
            VStack { Text("A"); Button("B") {} }.accessibilityHidden(true)
            Text("Also shown").accessibilityHidden(false)
        })
        #expect(list.map(\.name) == ["Shown", "Also shown"])
    }

    @Test func traitsChangeTheRoleAndSelection() throws {
        let list = elements(VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])
            Button("Plain") {}.accessibilityRemoveTraits(.isButton)
        })
        #expect(list.map(\.role) == [.heading, .pushButton, .label])
        #expect(list[1].states.contains(.selected))
    }

    @Test func combineJoinsTheChildrenIntoOneElementWithTheirAction() throws {
        var pressed = 0
        let list = elements(HStack {
            Text("Wi-Fi")
            Button("On") { pressed += 1 }
        }.accessibilityElement(children: .combine))
        #expect(list.count == 1)
        #expect(list[0].name == "Wi-Fi, On")
        #expect(list[0].role == .pushButton)
        #expect(list[0].actions.map(\.name) == ["click"])
    }

    @Test func ignoreMakesOneElementFromTheModifiersAlone() {
        let list = elements(HStack { Text("1"); Text("2") }.accessibilityElement().accessibilityLabel("Score 1 to 2"))
        #expect(list.map(\.name) == ["Score 1 to 2"])
        #expect(list[0].children.isEmpty)
    }

    @Test func containKeepsTheChildrenInsideANewElement() throws {
        let host = TestHost(VStack { Text("a"); Text("b") }.accessibilityElement(children: .contain)
            .accessibilityLabel("Group"), width: 200, height: 100)
        let tree = host.host.accessibility
        let group = try #require(tree.element(tree.root?.children.first ?? 0))
        #expect(group.name == "Group" && group.role == .panel)
        #expect(group.children.compactMap { tree.element($0)?.name } == ["a", "b"])
    }

    @Test func actionsRunTheirHandlers() throws {
        var log: [String] = []
        let host = TestHost(Text("Card")
            .accessibilityAction { log.append("default") }
            .accessibilityAction(named: "Delete") { log.append("delete") }, width: 200, height: 100)
        let tree = host.host.accessibility
        let card = try #require(tree.element(tree.root?.children.first ?? 0))
        #expect(card.actions.map(\.name) == ["Delete", "click"])
        #expect(tree.perform(action: 0, on: card.id) && tree.perform(action: 1, on: card.id))
        #expect(log == ["delete", "default"])
        #expect(!tree.perform(action: 2, on: card.id))
    }

    @Test func sortPriorityOrdersSiblings() {
        let list = elements(VStack {
            Text("Third")
            Text("First").accessibilitySortPriority(2)
            Text("Second").accessibilitySortPriority(1)
        })
        #expect(list.map(\.name) == ["First", "Second", "Third"])
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton))
        traits.remove(.isButton)
        #expect(!traits.contains(.isButton) && traits.contains(.isHeader))
        #expect(traits.union(.isLink).contains(.isLink))
        #expect(AccessibilityTraits().isEmpty)
    }
}
