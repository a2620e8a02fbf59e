/// `.onChange(of:initial:_:)` and the deprecated `.onChange(of:perform:)`:
/// after an update in which `value` differs from the last update's, runs
/// the action with the old and the new value — once per change, after
/// layout, never inside a pass. With `initial`, it also runs when the view
/// first appears, with the value as both.
package nonisolated struct OnChangeView<Content: View, Value: Equatable>: View {
    package typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
}

@MainActor extension OnChangeView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func appear(_ record: LifecycleRecord, isFirst: Bool) {
        if initial && isFirst { action(value, value) }
    }

    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? {
        guard previous.value != value else { return nil }
        // The action of the update that saw the change, as SwiftUI calls it.
        let (old, new, action) = (previous.value, value, action)
        return { action(old, new) }
    }
}

nonisolated extension View {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }
}
