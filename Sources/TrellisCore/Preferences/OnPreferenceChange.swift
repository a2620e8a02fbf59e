/// `onPreferenceChange(_:perform:)`: after layout, when the value of the
/// key collected from this view's subtree differs from the last one (and
/// the first time it is seen), runs the action with it.
package nonisolated struct OnPreferenceChangeView<Key: PreferenceKey, Content: View>: View where Key.Value: Equatable {
    package typealias Body = Never
    let content: Content
    let action: (Key.Value) -> Void
}

@MainActor extension OnPreferenceChangeView: TransparentView, LayoutObserving {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) { node.host.layoutObservers.register(node) }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        let value = PreferenceCollector.value(Key.self, in: node.children).value
        if let seen = last as? Key.Value, seen == value { return nil }
        last = value
        let action = self.action
        return { action(value) }
    }
}

/// `onGeometryChange(for:of:action:)`: after layout, when the value made
/// from this view's geometry differs from the last one (and the first
/// time), runs the action.
package nonisolated struct OnGeometryChangeView<Value: Equatable, Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
}

@MainActor extension OnGeometryChangeView: ContentWrapperLayout, LayoutObserving {
    var kindName: String { "GeometryChange" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        node.host.layoutObservers.register(node)
        visit(.index(0), content)
    }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard node.hasBeenPlaced else { return nil }
        let value = transform(GeometryProxy(node: node))
        let old = last as? Value
        if let old, old == value { return nil }
        last = value
        let action = self.action
        return { action(old ?? value, value) }
    }
}

nonisolated extension View {
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        OnPreferenceChangeView<K, Self>(content: self, action: action)
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        OnGeometryChangeView(content: self, transform: transform) { _, new in action(new) }
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        OnGeometryChangeView(content: self, transform: transform, action: action)
    }
}
