import Foundation
import TrellisInspection

/// A decoded `TRELLIS_INSPECT` document: what a running app laid out and
/// painted in its latest changed frame. The schema is TrellisInspection's
/// `InspectionSnapshot`, the same type the app encodes; this file adds
/// what tests ask of it.
public typealias Inspection = InspectionSnapshot

extension InspectionSnapshot {
    /// A rectangle `[x, y, width, height]` in window points, top-left origin.
    public struct Rect: Sendable, Equatable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        init(_ values: [Double]) {
            let v = values + Array(repeating: 0, count: max(0, 4 - values.count))
            self.init(x: v[0], y: v[1], width: v[2], height: v[3])
        }

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }

        /// Whether `other` lies inside this rectangle (with `tolerance`).
        public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
            other.x >= x - tolerance && other.y >= y - tolerance
                && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
        }

        public var description: String { "[\(x), \(y), \(width), \(height)]" }
    }

    /// The first window with role "main".
    public var mainWindow: Window? { windows.first { $0.role == "main" } }

    /// `nodes(kind:)` of the main window (empty without one).
    public func nodes(kind: String) -> [Node] { mainWindow?.nodes(kind: kind) ?? [] }
    /// `node(text:)` of the main window.
    public func node(text: String) -> Node? { mainWindow?.node(text: text) }
    /// `children(of:)` in the main window.
    public func children(of node: Node) -> [Node] { mainWindow?.children(of: node) ?? [] }
}

extension InspectionSnapshot: CustomStringConvertible {
    /// One line per window with its size and up to 12 texts, for messages.
    public var description: String {
        var lines = ["frame \(frame) at \(time) s\(animating ? " (animating)" : ""), \(windows.count) window(s)"]
        for window in windows {
            let texts = window.texts.prefix(12).map { $0.debugDescription }.joined(separator: ", ")
            lines.append("  \(window.role) \(window.title.debugDescription) \(window.width)x\(window.height), "
                + "\(window.nodes.count) nodes, texts: [\(texts)\(window.texts.count > 12 ? ", …" : "")]")
        }
        return lines.joined(separator: "\n")
    }
}

extension InspectionSnapshot {
    /// Reads and decodes the file; nil when it does not exist (yet).
    public static func read(path: String) throws -> Inspection? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(Inspection.self, from: data)
        } catch {
            throw HarnessError("cannot decode inspection file \(path): \(error)")
        }
    }
}

extension InspectionSnapshot.Node {
    /// The layout's result.
    public var rect: Inspection.Rect { Inspection.Rect(frame) }
    /// What was painted (differs from `rect` only while animating).
    public var presentedRect: Inspection.Rect { Inspection.Rect(presented) }
}

extension InspectionSnapshot.Window {
    /// Nodes whose `kind` equals `kind`, in document order.
    public func nodes(kind: String) -> [InspectionSnapshot.Node] { nodes.filter { $0.kind == kind } }

    /// The first node showing exactly `text`.
    public func node(text: String) -> InspectionSnapshot.Node? { nodes.first { $0.text == text } }

    /// The node with identity `id`.
    public func node(id: String) -> InspectionSnapshot.Node? { nodes.first { $0.id == id } }

    /// The direct children of `node`, in order.
    public func children(of node: InspectionSnapshot.Node) -> [InspectionSnapshot.Node] {
        guard let index = nodes.firstIndex(of: node) else { return [] }
        return nodes.filter { $0.parent == index }
    }

    /// The parent of `node` (nil for the root).
    public func parent(of node: InspectionSnapshot.Node) -> InspectionSnapshot.Node? {
        nodes.indices.contains(node.parent) ? nodes[node.parent] : nil
    }

    /// The nearest `kind` node enclosing the first text that starts
    /// with `prefix` (a menu control by its label), if any.
    public func node(kind: String, enclosingTextStartingWith prefix: String) -> InspectionSnapshot.Node? {
        var node = nodes.first { $0.text?.hasPrefix(prefix) == true }
        while let current = node, current.kind != kind { node = parent(of: current) }
        return node
    }

    /// Every `Text` string, in document order.
    public var texts: [String] { nodes.compactMap(\.text) }
}

/// Polls the inspection file at `path` until a snapshot satisfies `until`,
/// tolerating the file not existing yet or being unreadable for a moment.
/// Returns that snapshot, or throws after `timeout` seconds with a summary
/// of the last snapshot seen.
@discardableResult
public func waitForInspection(
    path: String,
    timeout: Double = 10,
    interval: Double = 0.02,
    until condition: (Inspection) -> Bool = { _ in true }
) throws -> Inspection {
    let deadline = Date().addingTimeInterval(timeout)
    var last: Inspection?
    var lastError: Error?
    while true {
        do {
            if let snapshot = try Inspection.read(path: path) {
                last = snapshot
                lastError = nil
                if condition(snapshot) { return snapshot }
            }
        } catch {
            lastError = error
        }
        if Date() >= deadline {
            var message = "timed out after \(timeout) s waiting for an inspection snapshot at \(path)"
            message += last.map { "; last snapshot: \($0)" } ?? "; no snapshot was written"
            if let lastError { message += "; last error: \(lastError)" }
            throw HarnessError(message)
        }
        usleep(useconds_t(interval * 1_000_000))
    }
}
