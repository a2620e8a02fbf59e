import TrellisCore

/// XInput 2 pointer events → the core's `InputEvent`s. Scroll valuators
/// give pixel-precise scrolls; the wheel buttons the server emulates from
/// them are dropped so nothing scrolls twice; wheel buttons from devices
/// without scroll valuators (an old mouse, XTest) scroll by notches as the
/// core protocol's do.
struct XInput2PointerTranslator {
    var scrolls = ScrollValuatorTracker()

    mutating func inputs(for event: XInput2DeviceEvent, scale: Double) -> [InputEvent] {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let point = CGPoint(x: event.x.isFinite ? event.x / s : 0, y: event.y.isFinite ? event.y / s : 0)
        switch event.kind {
        case .motion:
            let (delta, onlyScroll) = scrolls.delta(device: event.sourceDevice, values: event.valuators)
            guard let delta else { return onlyScroll ? [] : [.pointerMoved(point)] }
            // Scroll deltas are in points already; the window scale is not applied again.
            return onlyScroll ? [.scroll(point, delta: delta)] : [.pointerMoved(point), .scroll(point, delta: delta)]
        case .buttonPress, .buttonRelease:
            if (4...7).contains(event.button), event.isEmulated { return [] }
            guard let input = X11InputTranslation.buttonEvent(button: event.button, pressed: event.kind == .buttonPress,
                                                             at: point) else { return [] }
            return [input]
        }
    }
}
