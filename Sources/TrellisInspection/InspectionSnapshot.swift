import Foundation

/// The document written to `TRELLIS_INSPECT` after every painted frame in
/// which anything changed: a debugging aid for layout authors and the way
/// end-to-end tests see what a running app laid out. This is the one
/// definition of its schema: the app encodes it (TrellisCore's
/// `InspectionWriter`) and the tests decode it (XvfbSupport), so the two
/// cannot drift apart. The format is documented in the README ("Layout
/// inspection"); changing a field here changes that format.
///
/// Frames are `[x, y, width, height]` in window points, top-left origin.
/// `frame` is the layout's result; `presented` is what was painted this
/// frame (they differ only while an animation runs).
public struct InspectionSnapshot: Codable, Sendable {
    public var frame: Int
    public var time: Double
    public var animating: Bool
    public var windows: [Window]

    public init(frame: Int, time: Double, animating: Bool, windows: [Window]) {
        self.frame = frame
        self.time = time
        self.animating = animating
        self.windows = windows
    }

    public struct Window: Codable, Sendable {
        /// "main" for an app window, "menu" for a popup.
        public var role: String
        public var title: String
        public var width: Double
        public var height: Double
        public var nodes: [Node]

        public init(role: String, title: String, width: Double, height: Double, nodes: [Node]) {
            self.role = role
            self.title = title
            self.width = width
            self.height = height
            self.nodes = nodes
        }
    }

    public struct Node: Codable, Sendable, Equatable {
        /// The view's stable identity path (structural position + explicit ids).
        public var id: String
        /// Index of the parent in `nodes`, -1 for the root.
        public var parent: Int
        /// The view's type name; a custom `Layout` appears under its own name.
        public var kind: String
        /// The string of a `Text`, else nil.
        public var text: String?
        public var frame: [Double]
        public var presented: [Double]

        public init(id: String, parent: Int, kind: String, text: String?, frame: CGRect, presented: CGRect) {
            self.id = id
            self.parent = parent
            self.kind = kind
            self.text = text
            self.frame = Node.array(frame)
            self.presented = Node.array(presented)
        }

        static func array(_ r: CGRect) -> [Double] {
            [r.minX, r.minY, r.width, r.height].map { $0.isFinite ? ($0 * 1000).rounded() / 1000 : 0 }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(parent, forKey: .parent)
            try c.encode(kind, forKey: .kind)
            // `text` is always present, null for views that are not Text.
            try c.encode(text, forKey: .text)
            try c.encode(frame, forKey: .frame)
            try c.encode(presented, forKey: .presented)
        }

        enum CodingKeys: String, CodingKey { case id, parent, kind, text, frame, presented }
    }
}
