/// `.task(priority:_:)` and `.task(id:priority:_:)`: starts `action` as a
/// task when the view appears and cancels it when the view disappears; a
/// new `id` cancels the running task and starts another while the view is
/// shown. The task inherits the actor of the code that wrote the modifier
/// (the main actor, in a body), as SwiftUI's does.
package nonisolated struct TaskView<Content: View, ID: Equatable>: View {
    package typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
}

@MainActor extension TaskView: LifecycleModifier {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func appear(_ record: LifecycleRecord, isFirst: Bool) { start(in: record) }

    func disappear(_ record: LifecycleRecord) {
        record.task?.cancel()
        record.task = nil
    }

    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? {
        guard previous.id != id else { return nil }
        return { [self] in
            // Only a view that is shown runs its task (a hidden one starts
            // it, with the newest id, when it appears).
            guard record.task != nil, record.isShown else { return }
            record.task?.cancel()
            start(in: record)
        }
    }

    private func start(in record: LifecycleRecord) {
        record.task = Task(priority: priority, operation: action)
    }
}

/// The id of a `task` without one: never changes.
package struct NoTaskID: Equatable {}

nonisolated extension View {
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: NoTaskID(), priority: priority, action: action)
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: value, priority: priority, action: action)
    }
}
