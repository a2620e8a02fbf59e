/// Changes the environment its content sees (`font`, `foregroundStyle`,
/// `lineLimit`…). It has no frame: modifiers on several views apply to
/// each of them.
///
/// It makes no node of its own, but it is part of the value of whatever
/// holds it (`Text("a").font(.title).padding()` is a padding whose content
/// is this view), so it must compare like any other view input: a closure
/// that captures the value it sets is new at every body, and every
/// padding, frame or stack around such a modifier would count as changed
/// and be updated and measured again. So the value it sets is kept beside
/// the transform (`input`), with the call site that made the transform
/// (`site`): two values are the same view when they come from the same
/// site with equal inputs. One made from a bare closure (`input` nil) is
/// never the same.
package nonisolated struct EnvironmentModifierView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    /// What the transform sets, compared by `ViewValueComparison`.
    let input: Any?
    let site: ModifierSite

    /// A modifier whose inputs cannot be compared: never the same view.
    init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.transform = transform
        input = nil
        site = ModifierSite(fileID: "", line: 0, column: 0)
    }

    /// A modifier that sets `value` with `apply`. `apply` must use nothing
    /// but its arguments (nothing captured): two modifiers from one call
    /// site with equal values are taken to change the environment alike.
    init<Value>(content: Content, value: Value, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                apply: @escaping (inout EnvironmentValues, Value) -> Void) {
        self.content = content
        transform = { apply(&$0, value) }
        input = value
        site = ModifierSite(fileID: fileID, line: line, column: column)
    }
}

/// Where in the source a modifier was made, to tell apart two modifiers
/// of one type that set values of one type in different ways.
struct ModifierSite: Equatable {
    let file: UnsafeRawPointer?
    let position: UInt

    init(fileID: StaticString, line: UInt, column: UInt) {
        file = fileID.hasPointerRepresentation ? UnsafeRawPointer(fileID.utf8Start) : nil
        position = line << 20 | column
    }
}

extension EnvironmentModifierView: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        guard let left = a.input, let right = b.input, a.site == b.site else { return false }
        return ViewValueComparison.equalAny(left, right) && ViewValueComparison.equal(a.content, b.content)
    }
}

@MainActor extension EnvironmentModifierView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment) }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifierView(content: self, value: (keyPath, value)) { $0[keyPath: $1.0] = $1.1 }
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Colours text and unstyled shapes. The style is resolved where it is
    /// drawn, against the foreground around this modifier, so `.secondary`
    /// dims whatever colour is current and `.primary` follows a colour
    /// scheme set further in.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self, value: style) { $0.setForegroundStyle($1) }
    }

    /// Sets the primary and secondary levels of the foreground: text and
    /// shapes use `primary`, and `.secondary` inside means `secondary`
    /// (`.tertiary` and `.quaternary` too).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentModifierView(content: self, value: (primary, secondary)) {
            $0.setForegroundStyles(AnyShapeStyle($1.0), [AnyShapeStyle($1.1)])
        }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground
    /// (`.quaternary` means the tertiary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        EnvironmentModifierView(content: self, value: (primary, secondary, tertiary)) {
            $0.setForegroundStyles(AnyShapeStyle($1.0), [AnyShapeStyle($1.1), AnyShapeStyle($1.2)])
        }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifierView(content: self, value: color) { if let color = $1 { $0.setForegroundStyle(color) } }
    }

    /// At most `number` lines of text; nil removes the limit. A limit below
    /// one is treated as one line.
    public func lineLimit(_ number: Int?) -> some View {
        if let number, number < 1 {
            Diagnostics.report("lineLimit(\(number)) is less than one line; one line is used")
        }
        // Replaces a range or reserved space set further out, too.
        return EnvironmentModifierView(content: self, value: number) {
            $0.lineLimit = $1.map { max(1, $0) }
            $0.minimumLines = nil
        }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Disables buttons and other controls inside.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifierView(content: self, value: disabled) { if $1 { $0.isEnabled = false } }
    }

    /// Stacks offer space to higher priorities first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        layoutValue(key: LayoutPriorityKey.self, value: value.isFinite ? value : 0)
    }
}
