import Testing
@testable import TrellisCore

/// `ControlGroup` and its styles. Characters are 7 points wide, lines 16.
@Suite("Control groups")
@MainActor
struct ControlGroupTests {
    @Test func theButtonsAreJoinedSegmentsOnePointApartInsideAOnePointBorder() {
        final class Clicks { var names: [String] = [] }
        let clicks = Clicks()
        let host = TestHost(ControlGroup {
            Button("L") { clicks.names.append("L") }
            Button("Right") { clicks.names.append("Right") }
        }.fixedSize(), width: 300, height: 100)
        let buttons = host.nodes(kind: "Button").map(\.rect)
        // Each label padded 10 on each side and 2 above and below.
        #expect(buttons.map(\.size) == [CGSize(width: 27, height: 20), CGSize(width: 55, height: 20)])
        #expect(buttons[1].minX - buttons[0].maxX == 1)
        #expect(buttons[0].minY == buttons[1].minY)
        // The group: both segments, the line between them and a 1-point border.
        #expect(host.nodes(kind: "FixedSize").first?.rect.size == CGSize(width: 27 + 1 + 55 + 2, height: 22))
        host.click(text: "Right")
        host.click(text: "L")
        #expect(clicks.names == ["Right", "L"])
    }

    @Test func segmentsAreAsTallAsTheTallest() {
        let host = TestHost(ControlGroup {
            Button("A") {}
            Button { } label: { Text("B").frame(height: 30) }
        }.fixedSize(), width: 300, height: 100)
        #expect(host.nodes(kind: "Button").map(\.rect.height) == [34, 34])
    }

    @Test func aTitledGroupShowsOnlyItsControlsInAWindow() {
        let host = TestHost(ControlGroup("Zoom") {
            Button("In") {}
            Button("Out") {}
        }, width: 300, height: 100)
        #expect(host.nodes.compactMap(\.text) == ["In", "Out"])
        #expect(TestHost(ControlGroup("Nav", systemImage: "arrow.left") { Button("Back") {} }.controlGroupStyle(.navigation))
            .nodes(kind: "Button").count == 1)
    }

    @Test func theMenuStyleMakesAMenuTitledWithTheLabel() {
        let host = TestHost(ControlGroup {
            Button("In") {}
            Button("Out") {}
        } label: {
            Text("Zoom")
        }.controlGroupStyle(.menu), width: 300, height: 100)
        #expect(host.nodes.compactMap(\.text) == ["Zoom"])
        host.click(text: "Zoom")
        #expect(host.host.popups.requests.count == 1)
    }
}
