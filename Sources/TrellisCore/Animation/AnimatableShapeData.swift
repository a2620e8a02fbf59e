/// A shape's `animatableData` moving from one value to the next: the
/// value it started from, the one it goes to, and how far it is (a motion
/// from 0 to 1 on the transaction's curve). Painting draws the shape with
/// the value in between, so `trim(to:)`, a corner radius or a custom
/// shape's data animates as SwiftUI's `Animatable` does.
struct ShapeDataMotion {
    var from: Any
    var to: Any
    var motion: Motion?
    var progress: Double = 1
}

/// Units that draw a shape with animatable data.
@MainActor
protocol AnimatableShapeData: FramedView {
    func noteAnimatableData(node: ViewNode, animation: Animation?, now: Double)
}

@MainActor extension _ShapeView: AnimatableShapeData {
    func noteAnimatableData(node: ViewNode, animation: Animation?, now: Double) {
        // Nothing to animate: no record at all (the common case costs a cast).
        if Content.AnimatableData.self == EmptyAnimatableData.self { return }
        let target = shape.animatableData
        guard let record = node.animation.shapeData, let old = record.to as? Content.AnimatableData else {
            node.animation.shapeData = ShapeDataMotion(from: target, to: target)
            return
        }
        guard (target - old).magnitudeSquared > 0 else { return }
        guard let animation else {
            node.animation.shapeData = ShapeDataMotion(from: target, to: target)
            return
        }
        // A retarget starts from what is drawn now.
        let current = presentedData(record) ?? old
        node.animation.shapeData = ShapeDataMotion(
            from: current, to: target,
            motion: Motion(from: .zero, to: Motion.Vector(1, 0, 0, 0), initialVelocity: .zero, start: now, animation: animation),
            progress: 0)
    }

    private func presentedData(_ record: ShapeDataMotion) -> Content.AnimatableData? {
        guard let from = record.from as? Content.AnimatableData, let to = record.to as? Content.AnimatableData else { return nil }
        return record.progress >= 1 ? to : from.interpolated(towards: to, amount: record.progress)
    }

    /// The shape as drawn now: with its data part way while it animates.
    func presentedShape(node: ViewNode) -> Content {
        guard let record = node.animation.shapeData, record.progress < 1, let data = presentedData(record) else { return shape }
        var drawn = shape
        drawn.animatableData = data
        return drawn
    }
}
