/// What one accessibility modifier says about the element(s) its content
/// makes. Nested modifiers are applied outermost first, so the one
/// nearest the view wins where two set the same thing.
package struct AccessibilityAttachment {
    var label: String?
    var value: String?
    var hint: String?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var isHidden: Bool?
    var childBehavior: AccessibilityChildBehavior?
    var actions: [(kind: AccessibilityActionKind, handler: @MainActor () -> Void)] = []
    var sortPriority: Double?
    var identifier: String?
}

/// The view an accessibility modifier makes: it has a node of its own
/// (never passed through), so the tree builder finds the attachment
/// above the content it describes. It changes no layout and no drawing.
package nonisolated struct AccessibilityModifierView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let attachment: AccessibilityAttachment
}

@MainActor extension AccessibilityModifierView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

@MainActor protocol AccessibilityAttached {
    var attachment: AccessibilityAttachment { get }
}

extension AccessibilityModifierView: AccessibilityAttached {}

nonisolated extension View {
    private func accessibility(_ change: (inout AccessibilityAttachment) -> Void) -> AccessibilityModifierView<Self> {
        var attachment = AccessibilityAttachment()
        change(&attachment)
        return AccessibilityModifierView(content: self, attachment: attachment)
    }

    /// The name a screen reader says for the element, instead of its text.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.content } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibility { $0.label = Text(labelKey).content }
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }

    /// The element's current value (a level, a count), read after its name.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility { $0.value = valueDescription.content }
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility { $0.value = Text(valueKey).content }
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }

    /// What using the element does (the AT-SPI description).
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.content } }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility { $0.hint = Text(hintKey).content }
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.addedTraits = traits }
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removedTraits = traits }
    }

    /// Hidden: neither the view nor anything in it is an element.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

    /// Makes the view one element: its children ignored, combined into it,
    /// or contained in it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.childBehavior = children }
    }

    /// Adds an action a screen reader can perform on the element.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility { $0.actions = [(actionKind, handler)] }
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility { $0.actions = [(AccessibilityActionKind(named: name), handler)] }
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility { $0.actions = [(AccessibilityActionKind(named: Text(nameKey)), handler)] }
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S,
                                                       _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility { $0.actions = [(AccessibilityActionKind(name: String(name)), handler)] }
    }

    /// Among siblings, elements with a higher priority are read first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// A name for tests and automation; never read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility { $0.identifier = identifier }
    }
}
