extension Binding {
    /// The same binding, with every change made through it animated:
    /// `Toggle("Vertical", isOn: $isVertical.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// The same binding, with every change made through it in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let binding = self
        return Binding(get: { binding.wrappedValue }, set: { newValue in
            // Controls write bindings on the main actor, where the current
            // transaction lives (as `withTransaction` sets it).
            let saved = onMainActor { Transaction.current }
            onMainActor { Transaction.current = transaction }
            binding.wrappedValue = newValue
            onMainActor { Transaction.current = saved }
        })
    }
}
