import CX11
import TrellisCore

/// The fields of an XInput 2 pointer event (`XIDeviceEvent`: XI_Motion,
/// XI_ButtonPress, XI_ButtonRelease) that Trellis reads, copied out of the
/// C struct so that translating them is pure and testable.
struct XInput2DeviceEvent: Equatable {
    enum Kind: Equatable { case motion, buttonPress, buttonRelease }
    var kind: Kind
    var window: Window
    /// Sub-pixel position in the event window's pixels.
    var x: Double
    var y: Double
    /// The button for presses and releases.
    var button: UInt32
    /// The physical device the event came from (the master pointer mirrors it).
    var sourceDevice: Int32
    /// The server made this event up for an older protocol (wheel buttons
    /// 4–7 emulated from scroll valuators).
    var isEmulated: Bool
    /// The core modifier state (Shift, Control, …) in effect.
    var modifiers: UInt32
    var time: UInt
    /// The values of the valuators the event carries, by valuator number.
    var valuators: [Int: Double]

    /// Copies an `XIDeviceEvent`; nil for other XI2 event types.
    init?(_ event: UnsafePointer<XIDeviceEvent>) {
        let e = event.pointee
        switch e.evtype {
        case XI_Motion: kind = .motion
        case XI_ButtonPress: kind = .buttonPress
        case XI_ButtonRelease: kind = .buttonRelease
        default: return nil
        }
        window = e.event
        x = e.event_x
        y = e.event_y
        button = UInt32(truncatingIfNeeded: e.detail)
        sourceDevice = e.sourceid
        isEmulated = e.flags & Int32(XIPointerEmulated) != 0
        modifiers = UInt32(truncatingIfNeeded: e.mods.effective)
        time = e.time
        valuators = Self.values(of: e.valuators)
    }

    init(kind: Kind, window: Window, x: Double, y: Double, button: UInt32 = 0, sourceDevice: Int32,
         isEmulated: Bool = false, modifiers: UInt32 = 0, time: UInt = 0, valuators: [Int: Double] = [:]) {
        self.kind = kind
        self.window = window
        self.x = x
        self.y = y
        self.button = button
        self.sourceDevice = sourceDevice
        self.isEmulated = isEmulated
        self.modifiers = modifiers
        self.time = time
        self.valuators = valuators
    }

    /// The set valuators: `values` holds one entry per bit set in `mask`,
    /// in valuator order (XI_MaskIsSet is a macro Swift cannot call).
    static func values(of state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let values = state.values, state.mask_len > 0 else { return [:] }
        var result: [Int: Double] = [:]
        var next = 0
        for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & (1 << (number & 7)) != 0 {
            result[number] = values[next]
            next += 1
        }
        return result
    }
}
