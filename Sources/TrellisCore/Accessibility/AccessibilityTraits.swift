/// What kind of element a view is, for assistive technologies, as
/// SwiftUI's `AccessibilityTraits`: a set that `accessibilityAddTraits`
/// and `accessibilityRemoveTraits` change.
public nonisolated struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    package var bits: UInt32

    package init(bits: UInt32) { self.bits = bits }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.bits == 0 ? nil : present
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.bits == 0 ? nil : present
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How `accessibilityElement(children:)` treats the elements inside the
/// view it makes into one element.
public nonisolated struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: Sendable { case ignore, contain, combine }
    package let kind: Kind

    /// The children are not read; the new element has only what the
    /// modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, inside the new one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's names and actions merge into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// Which action `accessibilityAction(_:_:)` adds: the default one (a
/// screen reader's "activate"), escape, magic tap, or one with a name.
public nonisolated struct AccessibilityActionKind: Equatable, Sendable {
    package let name: String

    public static let `default` = AccessibilityActionKind(name: "click")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magic tap")

    public init(named name: Text) { self.name = name.content }
    package init(name: String) { self.name = name }
}
