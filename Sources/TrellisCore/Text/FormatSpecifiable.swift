import Foundation

/// A number that `"\(value, specifier: "%.2f")"` can format, as SwiftUI
/// names it: its value as a C variadic argument for `String(format:)`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
// C promotes a float argument to double; `%f` reads a double.
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }
