/// A control that edits a string, as SwiftUI's `TextField`: a single line
/// (or, with `axis: .vertical`, lines that grow with the text) drawn as a
/// desktop entry. The title shows as the placeholder while the field is
/// empty, unless a `prompt` is given; in a `Form` the title is the label
/// and only the prompt shows inside. Typing writes the binding at once;
/// `TextField(_:value:format:)` writes its value only when the text parses,
/// on Return or when the focus leaves — text that does not parse stays
/// visible, the field's border turns red, and the value keeps what it had.
public nonisolated struct TextField<Label: View>: View {
    let editable: EditableText
    let label: Label

    public var body: some View { editable }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(Text(titleKey), text: text, prompt: nil, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(Text(title), text: text, prompt: nil, axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(Text(titleKey), text: text, prompt: prompt, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(Text(title), text: text, prompt: prompt, axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(Text(titleKey), text: text, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(Text(title), text: text, prompt: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(Text(title), text: text, prompt: prompt, axis: axis)
    }

    private init(_ title: Text, text: Binding<String>, prompt: Text?, axis: Axis) {
        editable = EditableText(kind: .field(axis), source: .string(text), placeholder: (prompt ?? title).content,
                                prompt: prompt?.content ?? "")
        label = title
    }

    /// A field for a value shown and parsed with `format` (`.number`,
    /// `.currency(code:)`, …).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(Text(titleKey), value: value, format: format, prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        self.init(Text(title), value: value, format: format, prompt: prompt)
    }

    private init<F: ParseableFormatStyle>(_ title: Text, value: Binding<F.FormatInput>, format: F, prompt: Text?)
    where F.FormatOutput == String {
        nonisolated(unsafe) let value = value
        nonisolated(unsafe) let format = format
        let shown = FormattedValueMemo(format)
        let source = EditableTextSource(
            read: { shown.text(for: value.wrappedValue) }, writesWhileTyping: false,
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text),
                      EditableTextSource.isWhole(text, formatted: format.format(parsed)) else { return false }
                value.wrappedValue = parsed
                return true
            }, inputs: (value, format))
        editable = EditableText(kind: .field(.horizontal), source: source, placeholder: (prompt ?? title).content,
                                prompt: prompt?.content ?? "")
        label = title
    }
}

extension TextField {
    /// A field whose label is a view (shown by forms; the prompt is the placeholder).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        editable = EditableText(kind: .field(axis), source: .string(text), placeholder: prompt?.content ?? "",
                                prompt: prompt?.content ?? "")
        self.label = label()
    }
}

/// A field for passwords, as SwiftUI's `SecureField`: one line of bullets,
/// one per character typed. Copying and cutting are refused, and the text
/// never becomes the primary selection.
public nonisolated struct SecureField<Label: View>: View {
    let editable: EditableText
    let label: Label

    public var body: some View { editable }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(Text(titleKey), text: text, prompt: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(Text(title), text: text, prompt: nil)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(Text(titleKey), text: text, prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(Text(title), text: text, prompt: prompt)
    }

    private init(_ title: Text, text: Binding<String>, prompt: Text?) {
        editable = EditableText(kind: .secure, source: .string(text), placeholder: (prompt ?? title).content,
                                prompt: prompt?.content ?? "")
        label = title
    }
}

/// A view that edits long text, as SwiftUI's `TextEditor`: it fills the
/// space it is offered, wraps at its width, takes Return as a line break,
/// and scrolls to keep the caret in view.
public nonisolated struct TextEditor: View {
    let editable: EditableText

    public init(text: Binding<String>) {
        editable = EditableText(kind: .editor, source: .string(text), placeholder: "")
    }

    public var body: some View { editable }
}
