/// The subviews of a layout container, in order, as proxies: a layout can
/// measure and place them but never sees the views themselves.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Index = Int

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ subviews: [LayoutSubview]) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
    }

    private init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        Array(a) == Array(b)
    }
}
