/// `.focused($flag)` and `.focused($field, equals: value)`: binds a focus
/// state to the first focusable view inside. The state says true (or the
/// value) while the focus is there, and setting it moves the focus there.
package nonisolated struct FocusedModifierView<Content: View, Value: Hashable>: View {
    package typealias Body = Never
    let content: Content
    let location: FocusStateLocation<Value>
    let value: Value
}

@MainActor extension FocusedModifierView: TransparentView, FocusBinding {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func reconciled(_ node: ViewNode, previous: any View) {
        guard let host = node.host as? ViewHost else { return }
        host.focus.register(node, in: &host.focus.bindingNodes)
    }

    var focusCell: (any AnyFocusStateCell)? { location.cell }
    var focusValue: AnyHashable { AnyHashable(value) }
}

/// The same focus state (its node's cell, once linked) bound to the same
/// value around equal content.
extension FocusedModifierView: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        let left: AnyObject = a.location.cell ?? a.location
        let right: AnyObject = b.location.cell ?? b.location
        return left === right && a.value == b.value && ViewValueComparison.equal(a.content, b.content)
    }
}

nonisolated extension View {
    /// Binds `condition` to whether the first focusable view inside has
    /// the keyboard focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedModifierView(content: self, location: condition.location, value: true)
    }

    /// Binds `binding` to `value` while the first focusable view inside
    /// has the keyboard focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedModifierView(content: self, location: binding.location, value: value)
    }
}
