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
}
