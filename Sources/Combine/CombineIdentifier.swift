import Synchronization

/// A unique identity for a subscriber or subscription, as Combine's.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    private static let next = Atomic<UInt64>(1)

    public init() { rawValue = Self.next.add(1, ordering: .relaxed).oldValue }

    public init(_ obj: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) | (1 << 63) }

    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type that has a `CombineIdentifier`; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
