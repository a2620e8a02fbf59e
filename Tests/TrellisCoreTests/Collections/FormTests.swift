import Testing
@testable import TrellisCore

/// Forms: macOS's label column (labels right-aligned, values lined up).
@Suite("Forms")
@MainActor
struct FormTests {
    @Test func columnsFormAlignsLabelsTrailingAndValuesLeading() {
        let host = TestHost(Form {
            LabeledContent("Name", value: "Ada")
            LabeledContent("Occupation", value: "Analyst")
            Text("A note")
        }, width: 400, height: 300)
        let name = host.frame(text: "Name")!, occupation = host.frame(text: "Occupation")!
        #expect(name.maxX == occupation.maxX)
        #expect(host.frame(text: "Ada")?.minX == host.frame(text: "Analyst")?.minX)
        #expect(host.frame(text: "Ada")!.minX == occupation.maxX + 8)
        #expect(host.frame(text: "A note")?.minX == host.frame(text: "Ada")?.minX)
    }

    @Test func groupedFormPutsLabelLeftAndValueRight() {
        let host = TestHost(Form {
            Section("Person") { LabeledContent("Name", value: "Ada") }
        }.formStyle(.grouped), width: 400, height: 300)
        #expect(host.frame(text: "Name")?.minX == 30)
        #expect(host.frame(text: "Ada")?.maxX == 370)
        #expect(host.frame(text: "Person") != nil)
    }

    /// macOS puts the labels of text fields, pickers, sliders, steppers and
    /// date pickers in the label column, right-aligned, and lines the
    /// controls up after it; a text field's title is its label there, not
    /// its placeholder.
    @Test func controlsPutTheirLabelsInTheLabelColumn() {
        let host = TestHost(FormOfControls(), width: 500, height: 400)
        let labels = ["Name", "Colour", "Volume", "Count", "Due", "Ink", "Occupation"].map { host.frame(text: $0) }
        #expect(labels.allSatisfy { $0 != nil })
        let column = labels.compactMap { $0?.maxX }
        #expect(Set(column).count == 1, "labels end at one x: \(column)")
        let valueX = column[0] + 8
        for kind in ["TextField", "Picker", "Slider", "Stepper", "DatePicker", "ColorWell"] {
            #expect(host.nodes(kind: kind).first?.rect.minX == valueX, "\(kind) starts the value column")
        }
        #expect(host.frame(text: "Analyst")?.minX == valueX)
        #expect(host.frame(text: "Remember me")!.minX > valueX, "a check box keeps its title beside its box")
        // The title is the label; the field shows only the prompt.
        let drawn = host.host.displayList().items.compactMap { if case .text(let string, _, _, _) = $0 { string } else { nil } }
        #expect(drawn.filter { $0 == "Name" }.count == 1)
        #expect(drawn.contains("e.g. Ada"))
        // The text field stretches over the rest of the row (20 points of
        // padding at the end).
        #expect(host.nodes(kind: "TextField").first.map { $0.rect.maxX } == 480)
    }

    /// Modifiers that only change the environment stay on both parts:
    /// a disabled picker's label dims with it, and a segmented style
    /// still draws segments.
    @Test func environmentModifiersOnARowApplyToBothParts() {
        let host = TestHost(Form {
            Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }
                .pickerStyle(.segmented)
                .disabled(true)
            LabeledContent("Occupation", value: "Analyst")
        }, width: 400, height: 300)
        #expect(host.frame(text: "Size")?.maxX == host.frame(text: "Occupation")?.maxX)
        #expect(host.frame(text: "S") != nil && host.frame(text: "M") != nil)
        let nodes = host.nodes
        func isDimmed(_ text: String) -> Bool {
            var index = nodes.firstIndex { $0.text == text } ?? -1
            while index >= 0 {
                if nodes[index].kind == "Opacity" { return true }
                index = nodes[index].parent
            }
            return false
        }
        #expect(isDimmed("Size"), "the disabled picker's label is dimmed")
        #expect(!isDimmed("Occupation"))
    }

    /// A switch's label goes in the column; grouped forms make every
    /// toggle a switch, its label leading and the switch trailing.
    @Test func switchesSplitAndGroupedFormsUseThem() {
        let columns = TestHost(Form {
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
            LabeledContent("Occupation", value: "Analyst")
        }, width: 400, height: 300)
        #expect(columns.frame(text: "Wi-Fi")?.maxX == columns.frame(text: "Occupation")?.maxX)

        let grouped = TestHost(Form {
            Section { Toggle("Wi-Fi", isOn: .constant(true)); TextField("Name", text: .constant("")) }
        }.formStyle(.grouped), width: 400, height: 300)
        #expect(grouped.frame(text: "Wi-Fi")?.minX == 30)
        #expect(grouped.frame(text: "Name")?.minX == 30)
        let toggle = grouped.nodes(kind: "Toggle").first!.rect
        #expect(toggle.maxX == 370, "the switch sits at the trailing edge")
        #expect(toggle.width < 60, "only the switch, its label being apart")
        let field = grouped.nodes(kind: "TextField").first!.rect
        #expect(field.maxX == 370 && field.minX == grouped.frame(text: "Name")!.maxX + 8)
    }

    /// A control with no text of its own (a switch, a slider, a stepper's
    /// arrows, segments) centres on the line of its label instead of
    /// standing on the label's baseline.
    @Test func labelsSitLevelWithTextlessControls() {
        let host = TestHost(Form {
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
            Slider(value: .constant(0.5)) { Text("Volume") }
            Stepper("Count", value: .constant(1))
        }, width: 400, height: 300)
        let controls = host.nodes(kind: "CentredTextBaseline").map(\.rect)
        #expect(controls.count == 3)
        for (label, control) in zip(["Wi-Fi", "Volume", "Count"], controls) {
            let text = host.frame(text: label)
            #expect(text.map { abs($0.midY - control.midY) <= 1 } == true, "\(label) \(String(describing: text)) beside \(control)")
        }
    }

    /// `.columns` does not scroll: the form is as tall as its rows.
    @Test func columnsFormDoesNotScroll() {
        let host = TestHost(Form { LabeledContent("Name", value: "Ada") }, width: 400, height: 300)
        #expect(host.nodes(kind: "ScrollView").isEmpty)
        let grouped = TestHost(Form { LabeledContent("Name", value: "Ada") }.formStyle(.grouped), width: 400, height: 300)
        #expect(!grouped.nodes(kind: "ScrollView").isEmpty)
    }
}

private struct FormOfControls: View {
    @State var name = ""
    @State var colour = 0
    @State var volume = 0.5
    @State var count = 1
    @State var due = Date(timeIntervalSince1970: 1_700_000_000)
    @State var remember = true
    @State var ink = Color.blue
    @FocusState var nameFocused: Bool

    var body: some View {
        Form {
            // Modifiers that do not lay the control out keep it split.
            TextField("Name", text: $name, prompt: Text("e.g. Ada"))
                .focused($nameFocused)
                .onSubmit {}
            Picker("Colour", selection: $colour) { Text("Red").tag(0); Text("Green").tag(1) }
                .onChange(of: colour) {}
            Slider(value: $volume) { Text("Volume") }
            Stepper("Count", value: $count)
            DatePicker("Due", selection: $due, displayedComponents: .date)
            ColorPicker("Ink", selection: $ink)
            Toggle("Remember me", isOn: $remember)
            LabeledContent("Occupation", value: "Analyst")
        }
    }
}

@MainActor @Suite("Form rows") struct FormRowTests {
    /// A row's control keeps the modifiers written on it; a control nested
    /// in a `LabeledContent` keeps its own title; `labelsHidden()` leaves
    /// the label column empty.
    @Test func rowsKeepTheirModifiersAndNestedTitles() {
        let host = TestHost(Form {
            LabeledContent("Person") { TextField("First name", text: .constant("")) }
            LabeledContent("Hidden", value: "Value").labelsHidden()
            TextField("Name", text: .constant("")).frame(width: 120)
        }, width: 400, height: 300)
        let drawn = host.host.displayList().items.compactMap { if case .text(let string, _, _, _) = $0 { string } else { nil } }
        #expect(drawn.contains("First name"), "the nested field keeps its placeholder")
        #expect(!drawn.contains("Hidden"))
        #expect(drawn.contains("Value"))
        let person = host.frame(text: "Person")!, name = host.frame(text: "Name")!
        #expect(person.maxX == name.maxX, "a framed field's title stays in the label column")
        #expect(host.nodes(kind: "TextField").last?.rect.width == 120)
    }
}
