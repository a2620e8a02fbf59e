/// A stored property of a view that the graph updates before the body is
/// evaluated (`@State`, `@Environment`), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Connects a view value's dynamic properties to the node that owns them.
@MainActor
protocol GraphLinkedProperty {
    /// `stateIndex` counts the `@State` properties seen so far, so each one
    /// finds its own cell in the node on every update.
    func link(to node: ViewNode, stateIndex: inout Int)
}

/// A view whose dynamic properties live in another value it holds (a
/// `ModifiedContent`'s modifier).
@MainActor
protocol DynamicPropertyOwner {
    var dynamicPropertyHolder: Any { get }
}

@MainActor
enum DynamicPropertyLinker {
    /// Types known to have no linked properties, to skip reflection.
    private static var plainTypes: Set<ObjectIdentifier> = []

    static func link(_ view: any View, to node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !plainTypes.contains(type) else { return }
        var stateIndex = 0
        var found = false
        let holder = (view as? any DynamicPropertyOwner)?.dynamicPropertyHolder ?? view
        for child in Mirror(reflecting: holder).children {
            if let property = child.value as? any GraphLinkedProperty {
                property.link(to: node, stateIndex: &stateIndex)
                found = true
            }
        }
        if !found { plainTypes.insert(type) }
    }
}
