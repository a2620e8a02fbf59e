import Testing
@testable import TrellisCore

/// `Picker`: options by tag and by `ForEach` id, in every style.
@Suite("Picker")
@MainActor
struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Tagged: View {
        @State var flavor = Flavor.vanilla
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Strawberry").tag(Flavor.strawberry)
                }
                Text("chose \(flavor.rawValue)")
            }
        }
    }

    struct Implicit: View {
        @State var flavor: Flavor? = .chocolate
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Picker("Flavor", selection: $flavor) {
                    Text("None").tag(nil as Flavor?)
                    ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
                }
                Text("chose \(flavor?.rawValue ?? "nothing")")
            }
        }
    }

    @Test func optionsAreTheContentsViewsWithTheirTags() {
        let options = PickerOption.collect(from: Group {
            Text("a").tag(1)
            Text("b").font(.title).tag(2)
            Text("c").tag(3).font(.title)
            ForEach(4..<6) { Text("\($0)") }
            if true { Text("untagged") }
        })
        #expect(options.map(\.tag) == [1, 2, 3, 4, 5, nil].map { $0.map(AnyHashable.init) })
    }

    @Test func theMenuStyleIsAsWideAsItsWidestOptionAndShowsTheChosenOne() {
        let host = TestHost(Tagged(), width: 300, height: 100)
        #expect(host.node(text: "Vanilla") != nil)
        #expect(host.node(text: "Chocolate") == nil)
        let control = host.nodes(kind: "MenuPickerControl")[0].rect
        // "Strawberry" (70) + chevron 8 + 6, padded 8 each side; 16 + 6 tall.
        #expect(control.size == CGSize(width: 70 + 14 + 16, height: 22))
        #expect(control.minX == host.frame(text: "Flavor")!.maxX + 8)
    }

    @Test func choosingFromTheMenuWritesTheTag() {
        let host = TestHost(Tagged(), width: 300, height: 100)
        host.click(text: "Vanilla")
        guard let request = host.host.popups.requests.last else { Issue.record("no menu"); return }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: popup.sizeLimits.ideal)
        _ = popup.update()
        #expect(popup.inspectionNodes().compactMap(\.text) == ["Chocolate", "Vanilla", "Strawberry"])
        // The chosen row is checked: one check mark is opaque.
        let node = popup.inspectionNodes().first { $0.text == "Strawberry" }!
        let point = CGPoint(x: node.frame[0] + 2, y: node.frame[1] + 2)
        popup.handle(.pointerMoved(point))
        popup.handle(.buttonDown(point, .primary))
        popup.handle(.buttonUp(point, .primary))
        #expect(host.host.popups.requests.isEmpty)
        #expect(host.node(text: "chose strawberry") != nil)
        #expect(host.node(text: "Strawberry") != nil)
    }

    @Test func forEachRowsAreTaggedWithTheirIdsAndOptionalSelectionsMatch() {
        let host = TestHost(Implicit().pickerStyle(.segmented), width: 400, height: 100)
        host.click(text: "Vanilla")
        #expect(host.node(text: "chose vanilla") != nil)
        host.click(text: "None")
        #expect(host.node(text: "chose nothing") != nil)
    }

    @Test func segmentsShareTheWidestWidth() {
        let host = TestHost(Tagged().pickerStyle(.segmented).labelsHidden(), width: 400, height: 100)
        let segments = host.nodes(kind: "Button").map(\.rect)
        // "Strawberry" is 70 points; each segment is it plus 10 each side.
        #expect(segments.map(\.width) == [90, 90, 90])
        #expect(segments.map { $0.minX - segments[0].minX } == [0, 90, 180])
        #expect(segments[0].height == 22)
        host.click(text: "Chocolate")
        #expect(host.node(text: "chose chocolate") != nil)
    }

    @Test func radioButtonsStandInAColumnBesideTheLabel() {
        let host = TestHost(Tagged().pickerStyle(.radioGroup), width: 400, height: 200)
        let label = host.frame(text: "Flavor")!
        let first = host.frame(text: "Chocolate")!, second = host.frame(text: "Vanilla")!
        // "Flavor" (42), 8, a 14-point dot and 6.
        #expect(first.minX == label.maxX + 8 + 20)
        #expect(first.minY == label.minY)
        #expect(second.minY == first.maxY + 6)
        host.click(text: "Strawberry")
        #expect(host.node(text: "chose strawberry") != nil)
        let inline = TestHost(Tagged().pickerStyle(.inline).horizontalRadioGroupLayout(), width: 400, height: 200)
        #expect(inline.frame(text: "Vanilla")!.minY == inline.frame(text: "Chocolate")!.minY)
    }

    @Test func arrowsMoveTheChoiceOfSegmentsAndRadios() {
        let host = TestHost(Tagged().pickerStyle(.segmented), width: 400, height: 100)
        #expect(host.press(.rightArrow, on: "Picker"))
        #expect(host.node(text: "chose strawberry") != nil)
        host.press(.rightArrow, on: "Picker")
        #expect(host.node(text: "chose strawberry") != nil)
        host.press(.upArrow, on: "Picker")
        host.press(.leftArrow, on: "Picker")
        #expect(host.node(text: "chose chocolate") != nil)
    }

    @Test func spaceOpensAMenuPicker() {
        let host = TestHost(Tagged(), width: 300, height: 100)
        #expect(host.press(.space, on: "Picker"))
        #expect(host.host.popups.requests.count == 1)
    }

    @Test func aSelectionMatchingNoTagShowsNothingChosen() {
        struct Stray: View {
            @State var value = 9
            var body: some View {
                Picker("N", selection: $value) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.radioGroup)
            }
        }
        let host = TestHost(Stray(), width: 300, height: 100)
        // No radio is filled: only bezels and edges, no accent colour.
        #expect(!host.fillColors.contains(EnvironmentValues().resolvedTint))
        let empty = TestHost(Picker("E", selection: .constant(0)) { EmptyView() }, width: 300, height: 100)
        #expect(empty.nodes(kind: "Picker").count == 1)
    }
}
