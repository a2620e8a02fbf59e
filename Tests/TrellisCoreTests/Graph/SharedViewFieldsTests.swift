import Testing
@testable import TrellisCore

/// The modifiers that keep their fields in one shared object
/// (`SharedViewFields`): a copy is one reference, and copies compare as
/// the fields did.
@Suite("Shared view fields")
@MainActor
struct SharedViewFieldsTests {
    /// One reference fits an existential's inline buffer (three words):
    /// a node keeps the value without a heap box, and its child's node
    /// keeps the object the value holds, not a copy of the subtree.
    @Test func sharedModifiersFitAnExistentialWithoutABox() {
        let inline = 3 * MemoryLayout<Int>.size
        #expect(MemoryLayout.size(ofValue: Text("a").padding(12)) <= inline)
        #expect(MemoryLayout.size(ofValue: Text("a").frame(maxWidth: .infinity, minHeight: 64)) <= inline)
        #expect(MemoryLayout.size(ofValue: Text("a").background(Color.gray, in: RoundedRectangle(cornerRadius: 10))) <= inline)
        #expect(MemoryLayout.size(ofValue: Button("a") {}) <= inline)
    }

    /// Content that is not `Equatable` (a button's action) is compared
    /// field by field through the shared object, as the view's own
    /// fields were.
    @Test func copiesCompareByTheirFields() {
        func label(_ width: CGFloat) -> some View {
            Text("t").padding(12).frame(maxWidth: width).background(Color.gray, in: Rectangle())
        }
        func tile(_ width: CGFloat) -> some View { Button {} label: { label(width) }.padding(1) }
        func capturing(_ number: Int) -> some View { Button { _ = number } label: { label(10) }.padding(1) }
        let one = tile(10)
        #expect(ViewValueComparison.areEqual(one, one))
        #expect(ViewValueComparison.areEqual(tile(10), tile(10)))
        #expect(!ViewValueComparison.areEqual(tile(10), tile(20)))
        #expect(!ViewValueComparison.areEqual(capturing(1), capturing(1)))
        #expect(ViewValueComparison.areEqual(label(10), label(10)))
        #expect(!ViewValueComparison.areEqual(Text("a").frame(minWidth: 3), Text("a").frame(minWidth: 4)))
        #expect(!ViewValueComparison.areEqual(Text("a").background(Color.red, in: Rectangle()),
                                              Text("a").background(Color.blue, in: Rectangle())))
    }
}
