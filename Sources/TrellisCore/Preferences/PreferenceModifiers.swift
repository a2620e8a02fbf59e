/// `preference(key:value:)`: sets the key's value for this view; what
/// views below set for the same key is replaced.
package nonisolated struct PreferenceWritingView<Key: PreferenceKey, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let value: Key.Value
}

@MainActor extension PreferenceWritingView: TransparentView, PreferenceSource {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, value: inout K.Value, found: inout Bool) {
        guard K.self == Key.self, let mine = self.value as? K.Value else { return }
        value = mine
        found = true
    }
}

/// `transformPreference(_:_:)`: changes the value the views below set.
package nonisolated struct PreferenceTransformingView<Key: PreferenceKey, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (inout Key.Value) -> Void
}

@MainActor extension PreferenceTransformingView: TransparentView, PreferenceSource {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, value: inout K.Value, found: inout Bool) {
        guard K.self == Key.self, var mine = value as? Key.Value else { return }
        transform(&mine)
        if let back = mine as? K.Value { value = back }
        found = true
    }
}

/// `anchorPreference(key:value:transform:)`: a preference made from an
/// anchor on this view, taken where layout put it.
package nonisolated struct AnchorPreferenceView<Key: PreferenceKey, A, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
}

@MainActor extension AnchorPreferenceView: ContentWrapperLayout, PreferenceSource {
    var kindName: String { "AnchorPreference" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, value: inout K.Value, found: inout Bool) {
        guard K.self == Key.self, let mine = transform(source.make(node.frame)) as? K.Value else { return }
        value = mine
        found = true
    }
}

/// `transformAnchorPreference(key:value:transform:)`: changes the views
/// below's value with an anchor on this view.
package nonisolated struct AnchorTransformingView<Key: PreferenceKey, A, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void
}

@MainActor extension AnchorTransformingView: ContentWrapperLayout, PreferenceSource {
    var kindName: String { "AnchorPreference" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, value: inout K.Value, found: inout Bool) {
        guard K.self == Key.self, var mine = value as? Key.Value else { return }
        transform(&mine, source.make(node.frame))
        if let back = mine as? K.Value { value = back }
        found = true
    }
}

nonisolated extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWritingView<K, Self>(content: self, value: value)
    }

    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformingView<K, Self>(content: self, transform: callback)
    }

    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        AnchorPreferenceView<K, A, Self>(content: self, source: value, transform: transform)
    }

    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        AnchorTransformingView<K, A, Self>(content: self, source: value, transform: transform)
    }
}
