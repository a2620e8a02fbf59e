import Foundation

/// A type that encodes a whole value at once (`JSONEncoder`,
/// `PropertyListEncoder`), as Combine declares it; `encode(encoder:)`
/// and `CodableRepresentation` take one.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that decodes a whole value at once (`JSONDecoder`,
/// `PropertyListDecoder`), as Combine declares it.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
