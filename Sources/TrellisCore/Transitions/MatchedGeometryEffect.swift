/// A namespace for `matchedGeometryEffect` ids, one per view identity
/// that declares it, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    nonisolated(unsafe) private static var next = 0
    let location: StateLocation<Int>

    public init() {
        Namespace.next += 1
        location = StateLocation(initial: Namespace.next)
    }

    public var wrappedValue: ID { ID(value: location.value) }
}

extension Namespace: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        // Kept like a state value: the first id the identity got stays.
        State(location: location).link(to: node, stateIndex: &stateIndex)
    }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: when a view
/// with an id is removed and another with the same id in the same
/// namespace is inserted in one animated update — in another container,
/// say — the new one starts where the old one was drawn and moves to its
/// own place, instead of the one fading out and the other fading in. A
/// geometry group, so its content moves with it.
package nonisolated struct MatchedGeometryView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let key: MatchedGeometryKey
}

struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

@MainActor
protocol MatchedGeometryProviding {
    var key: MatchedGeometryKey { get }
}

@MainActor extension MatchedGeometryView: ContentWrapperLayout, GeometryGrouping, MatchedGeometryProviding {
    var kindName: String { "MatchedGeometry" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

/// Whether any view uses `matchedGeometryEffect` (until one does, removed
/// subtrees are not searched for matched views).
enum MatchedGeometry {
    nonisolated(unsafe) static var inUse = false

    /// The matched views in a removed subtree that were drawn, with where.
    @MainActor
    static func departures(in removed: ViewNode) -> [(MatchedGeometryKey, ViewNode)] {
        guard inUse else { return [] }
        var found: [(MatchedGeometryKey, ViewNode)] = []
        removed.forEachNode { node in
            if let matched = node.unit as? any MatchedGeometryProviding, node.animation.hasBeenLaidOut {
                found.append((matched.key, node))
            }
        }
        return found
    }
}

nonisolated extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        MatchedGeometry.inUse = true
        return MatchedGeometryView(content: self, key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace))
    }
}

extension FrameAnimator {
    /// A new matched view whose partner left in this update starts where
    /// the partner was drawn (window coordinates → relative to `reference`).
    func takeOver(_ node: ViewNode, target: CGRect, reference: ViewNode?, animation: Animation) -> Bool {
        guard let matched = node.unit as? any MatchedGeometryProviding,
              let departed = matchedDepartures.removeValue(forKey: matched.key) else { return false }
        let origin = reference?.presentedFrame.origin ?? .zero
        let start = departed.offsetBy(dx: -origin.x, dy: -origin.y)
        node.animation.relativePresented = start
        node.animation.frameMotion = Motion(from: start.vector, to: target.vector, initialVelocity: .zero,
                                            start: now, animation: animation)
        // Its content grows or shrinks with it on the way.
        node.animation.scalesContent = true
        return true
    }
}
