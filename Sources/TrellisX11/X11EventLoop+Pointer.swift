import CX11
import TrellisCore

/// Pointer input for a surface, from the core protocol or XInput 2: one
/// path, so both forms behave alike (modal dialogs, coalesced motion,
/// the user time of a press).
extension X11EventLoop {
    /// An XInput 2 event: pointer events become the core's inputs for the
    /// surface of their window; device changes only update the scroll axes.
    func handleXInput2(_ event: inout XEvent) {
        guard let xinput2 = connection.xinput2, let (device, inputs) = xinput2.pointerEvent(&event, scale: scale),
              let (topLevel, surface) = owner(of: device.window) else { return }
        let isPress = device.kind == .buttonPress && !device.isEmulated
        if isPress { X11UserTime.set(device.time, on: topLevel.window.id, connection: connection) }
        for input in inputs {
            let carriesModifiers = switch input {
            case .buttonDown, .buttonUp, .scroll: true
            default: false
            }
            deliverPointer(input, to: surface, of: topLevel, isPress: isPress, modifiers: carriesModifiers ? device.modifiers : nil)
        }
    }

    /// Hands `input` to `surface`'s host (a surface of `topLevel`).
    /// `isPress`: it came from a button press; `modifiers`: the core
    /// modifier state the event carries.
    func deliverPointer(_ input: InputEvent, to surface: X11Surface, of topLevel: X11TopLevel, isPress: Bool, modifiers: UInt32?) {
        // Modal: while a dialog is open its window takes no pointer input.
        if surface === topLevel.surface, !topLevel.dialogs.isEmpty {
            if isPress, let top = topLevel.dialogs.last { XRaiseWindow(display, top.surface.window.id) }
            return
        }
        if case .pointerMoved(let point) = input {
            if let pending = pendingMotion, pending.surface !== surface { flushMotion() }
            pendingMotion = (surface, point)
        } else {
            flushMotion()
            if let modifiers { surface.host.heldModifiers = X11KeyTranslation.modifiers(modifiers) }
            surface.host.handle(input)
        }
    }
}
