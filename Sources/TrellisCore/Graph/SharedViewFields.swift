/// A view's stored fields in one object that every copy of the view
/// shares, for the modifiers nearly every tile, row and label wears
/// (`padding`, `frame`, `background(_:in:)`, `Button`).
///
/// A modifier holds its content, so its value holds its whole subtree,
/// and every node keeps the value it was given: a tile's background held
/// a copy of its frame, which held its padding, which held its text, and
/// `any View` keeps a value over 24 bytes in a heap box of its own — each
/// level's fields were stored once per level above them (about 1 KB a
/// tile: 9.2 MB in `tiles 10000` by heaptrack). Held here, the view is one
/// reference: it fits in an existential without a box, and the content a
/// node lists for its child is the very object its own value holds, so
/// each level's fields exist once however deep they sit (4.1 MB for the
/// same 10,000 tiles).
///
/// Two values compare as the view's fields did (`ViewValueComparison`,
/// field by field), and at once when they share the object.
final class SharedViewFields<Fields>: ViewFieldComparing {
    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    static func viewFieldsEqual(_ a: SharedViewFields, _ b: SharedViewFields) -> Bool {
        a === b || ViewValueComparison.equal(a.fields, b.fields)
    }
}
