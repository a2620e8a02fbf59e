@testable import DropdownsApp
@testable import PaletteApp
@testable import TrellisCore

/// A random view tree and the Swift source that would build it, so a
/// failing case can be read and pasted into a test.
struct RandomViewTree {
    let view: AnyView
    let source: String
}

/// Builds random trees from stacks, frames (fixed, flexible, with 0 and ∞
/// limits), padding, `fixedSize`, backgrounds and overlays, text in several
/// scripts and lengths, shapes, spacers, `Grid`, `ViewThatFits`, the seeds'
/// custom layouts and `ForEach`.
@MainActor
struct RandomViewTreeBuilder {
    var random: SeededRandom
    let maxDepth: Int
    let maxChildren: Int

    static let texts = [
        "", "Tile", "Tile 7", "Choose a tile from this sample collection",
        "Выберите плитку", "选择一个瓦片并继续", "e\u{301}le\u{300}ve coöperation", "مرحبا بالعالم",
        "a b c d e f g h i j k l m n o p", "Supercalifragilisticexpialidocious", "line one\nline two",
        String(repeating: "word ", count: 60), "👩‍👩‍👧 family", "  spaced  out  ",
    ]

    mutating func tree(depth: Int = 0) -> RandomViewTree {
        if depth >= maxDepth || random.chance(0.3) { return modified(leaf(), depth: depth) }
        let container: RandomViewTree
        switch Int.random(in: 0..<9, using: &random) {
        case 0: container = vStack(depth)
        case 1: container = hStack(depth)
        case 2: container = zStack(depth)
        case 3: container = grid(depth)
        case 4: container = viewThatFits(depth)
        case 5: container = wideFirstGrid(depth)
        case 6: container = wrappingControls(depth)
        case 7: container = forEach(depth)
        default: container = vStack(depth)
        }
        return modified(container, depth: depth)
    }

    // MARK: Leaves

    private mutating func leaf() -> RandomViewTree {
        switch Int.random(in: 0..<7, using: &random) {
        case 0, 1, 2:
            let text = random.pick(Self.texts)
            let limit: Int? = random.chance(0.3) ? Int.random(in: 1...3, using: &random) : nil
            let font = random.pick([Font.body, .headline, .title2, .caption])
            var view = AnyView(Text(text).font(font))
            var source = "Text(\(text.debugDescription)).font(…)"
            if let limit {
                view = AnyView(view.lineLimit(limit))
                source += ".lineLimit(\(limit))"
            }
            return RandomViewTree(view: view, source: source)
        case 3: return RandomViewTree(view: AnyView(Color.blue), source: "Color.blue")
        case 4: return RandomViewTree(view: AnyView(RoundedRectangle(cornerRadius: 6).fill(Color.gray)), source: "RoundedRectangle(cornerRadius: 6).fill(.gray)")
        case 5:
            let length = random.pick([nil, 0, 8, 40] as [CGFloat?])
            return RandomViewTree(view: AnyView(Spacer(minLength: length)), source: "Spacer(minLength: \(String(describing: length)))")
        default: return RandomViewTree(view: AnyView(EmptyView()), source: "EmptyView()")
        }
    }

    // MARK: Containers

    private mutating func children(_ depth: Int) -> [RandomViewTree] {
        (0..<Int.random(in: 0...maxChildren, using: &random)).map { _ in tree(depth: depth + 1) }
    }

    private func list(_ children: [RandomViewTree]) -> String { children.map(\.source).joined(separator: "; ") }

    private mutating func spacing() -> CGFloat? { random.pick([nil, 0, 4, 8, 30]) }

    private mutating func vStack(_ depth: Int) -> RandomViewTree {
        let items = children(depth), spacing = spacing()
        let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
        let view = VStack(alignment: alignment, spacing: spacing) { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "VStack(spacing: \(String(describing: spacing))) { \(list(items)) }")
    }

    private mutating func hStack(_ depth: Int) -> RandomViewTree {
        let items = children(depth), spacing = spacing()
        let alignment = random.pick([VerticalAlignment.top, .center, .bottom, .firstTextBaseline])
        let view = HStack(alignment: alignment, spacing: spacing) { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "HStack(spacing: \(String(describing: spacing))) { \(list(items)) }")
    }

    private mutating func zStack(_ depth: Int) -> RandomViewTree {
        let items = children(depth)
        let alignment = random.pick([Alignment.center, .topLeading, .bottomTrailing])
        let view = ZStack(alignment: alignment) { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "ZStack { \(list(items)) }")
    }

    private mutating func grid(_ depth: Int) -> RandomViewTree {
        let rows = (0..<Int.random(in: 0...3, using: &random)).map { _ in children(depth) }
        let view = Grid(alignment: .leading) {
            ForEach(rows.indices, id: \.self) { row in
                GridRow { ForEach(rows[row].indices, id: \.self) { rows[row][$0].view } }
            }
        }
        let source = rows.map { "GridRow { \(list($0)) }" }.joined(separator: "; ")
        return RandomViewTree(view: AnyView(view), source: "Grid(alignment: .leading) { \(source) }")
    }

    private mutating func viewThatFits(_ depth: Int) -> RandomViewTree {
        let items = children(depth)
        let axes = random.pick([Axis.Set.horizontal, .vertical, [.horizontal, .vertical]])
        let view = ViewThatFits(in: axes) { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "ViewThatFits { \(list(items)) }")
    }

    private mutating func wideFirstGrid(_ depth: Int) -> RandomViewTree {
        let items = children(depth)
        let view = WideFirstGrid { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "WideFirstGrid { \(list(items)) }")
    }

    private mutating func wrappingControls(_ depth: Int) -> RandomViewTree {
        let items = children(depth)
        let view = WrappingControls(spacing: 8) { ForEach(items.indices, id: \.self) { items[$0].view } }
        return RandomViewTree(view: AnyView(view), source: "WrappingControls { \(list(items)) }")
    }

    private mutating func forEach(_ depth: Int) -> RandomViewTree {
        let count = Int.random(in: 0...6, using: &random)
        let item = tree(depth: depth + 1)
        let view = VStack { ForEach(0..<count, id: \.self) { _ in item.view } }
        return RandomViewTree(view: AnyView(view), source: "VStack { ForEach(0..<\(count)) { _ in \(item.source) } }")
    }

    // MARK: Modifiers

    private mutating func length() -> CGFloat { random.pick([0, 1, 10, 64, 300, 1e6]) }

    private mutating func modified(_ tree: RandomViewTree, depth: Int) -> RandomViewTree {
        var view = tree.view, source = tree.source
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                let amount = random.pick([0, 4, 12, -3] as [CGFloat])
                view = AnyView(view.padding(amount)); source += ".padding(\(amount))"
            case 1:
                let w: CGFloat? = random.chance(0.5) ? length() : nil, h: CGFloat? = random.chance(0.5) ? length() : nil
                view = AnyView(view.frame(width: w, height: h)); source += ".frame(width: \(String(describing: w)), height: \(String(describing: h)))"
            case 2:
                let minW: CGFloat? = random.chance(0.4) ? length() : nil
                let maxW: CGFloat? = random.chance(0.5) ? random.pick([CGFloat.infinity, 0, 50, 400]) : nil
                let minH: CGFloat? = random.chance(0.3) ? length() : nil
                let idealW: CGFloat? = random.chance(0.2) ? length() : nil
                view = AnyView(view.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, alignment: .leading))
                source += ".frame(minWidth: \(String(describing: minW)), idealWidth: \(String(describing: idealW)), maxWidth: \(String(describing: maxW)), minHeight: \(String(describing: minH)))"
            case 3:
                view = AnyView(view.fixedSize()); source += ".fixedSize()"
            case 4:
                view = AnyView(view.background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 8)))
                source += ".background(…, in: RoundedRectangle(cornerRadius: 8))"
            case 5:
                let overlay = self.tree(depth: maxDepth)
                view = AnyView(view.overlay(alignment: .topTrailing) { overlay.view }); source += ".overlay { \(overlay.source) }"
            case 6:
                let priority = random.pick([-1, 0, 1, 5] as [Double])
                view = AnyView(view.layoutPriority(priority)); source += ".layoutPriority(\(priority))"
            case 7:
                view = AnyView(view.geometryGroup().opacity(0.5)); source += ".geometryGroup().opacity(0.5)"
            default:
                break
            }
        }
        return RandomViewTree(view: view, source: source)
    }
}
