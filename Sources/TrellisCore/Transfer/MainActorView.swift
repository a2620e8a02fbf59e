/// A view made on the main actor when the tree is built: what a modifier
/// declared in a `nonisolated` extension returns when its view keeps
/// state or reads the environment (those views are main-actor types and
/// cannot be made where the modifier is called).
package nonisolated struct MainActorView<Content: View>: View {
    package typealias Body = Never
    let make: @MainActor () -> Content
}

@MainActor extension MainActorView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), make()) }
}
