extension Subscribers {
    /// How many more values a subscriber wants: a count, or unlimited.
    public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible, Sendable {
        /// `UInt.max` stands for unlimited.
        private let rawValue: UInt

        private init(rawValue: UInt) { self.rawValue = rawValue }

        public static let unlimited = Demand(rawValue: .max)
        public static let none = Demand(rawValue: 0)

        /// At most `value` more (a negative value is a programming error).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The count, or nil when unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum == .max ? .unlimited : Demand(rawValue: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs) }

        /// Unlimited stays unlimited; a count never goes below zero.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs) }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    }
}
