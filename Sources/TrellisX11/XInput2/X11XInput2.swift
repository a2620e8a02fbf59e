import CX11
import TrellisCore

/// XInput 2 on the connection, when the server has version 2.1 or later
/// (scroll valuators came with 2.1). Windows then take their pointer
/// events — motion, presses, releases — through XI2 instead of the core
/// protocol: the server delivers a pointer event to a window in one form
/// only, and only XI2 carries the scroll valuators of touchpads and
/// high-resolution wheels. Without it the core wheel buttons scroll.
@MainActor
final class X11XInput2 {
    private let display: OpaquePointer
    /// The extension's major opcode: XI2 events are GenericEvents carrying it.
    let opcode: Int32
    private(set) var translator = XInput2PointerTranslator()

    init?(display: OpaquePointer, root: Window) {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else { return nil }
        self.display = display
        self.opcode = opcode
        // Devices plugged in or out, and a master pointer switching to another
        // physical device (whose scroll axes differ), from every device.
        select(on: root, device: XIAllDevices, events: [XI_HierarchyChanged, XI_DeviceChanged])
    }

    /// Pointer events of `window` through XI2, from the master pointers
    /// (which carry every physical device's events, with its id as source).
    func selectPointerEvents(on window: Window) {
        select(on: window, device: XIAllMasterDevices, events: [XI_Motion, XI_ButtonPress, XI_ButtonRelease])
    }

    /// The XI2 event types selected on `window` by this client, for tests.
    func selectedEvents(on window: Window) -> Set<Int32> {
        var count: Int32 = 0
        guard let masks = XIGetSelectedEvents(display, window, &count) else { return [] }
        defer { XFree(masks) }
        var result = Set<Int32>()
        for index in 0..<Int(count) {
            let mask = masks[index]
            for bit in 0..<(Int(mask.mask_len) * 8) where mask.mask[bit >> 3] & (1 << (bit & 7)) != 0 {
                result.insert(Int32(bit))
            }
        }
        return result
    }

    private func select(on window: Window, device: Int32, events: [Int32]) {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in events { bits[Int(event) >> 3] |= UInt8(1 << (Int(event) & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// The pointer event an XI2 GenericEvent carries, with the core events
    /// it means; nil for other events. Device changes are handled here.
    func pointerEvent(_ event: inout XEvent, scale: Double) -> (event: XInput2DeviceEvent, inputs: [InputEvent])? {
        guard event.type == GenericEvent, event.xcookie.extension == opcode,
              XGetEventData(display, &event.xcookie) != 0 else { return nil }
        defer { XFreeEventData(display, &event.xcookie) }
        switch event.xcookie.evtype {
        case XI_HierarchyChanged:
            translator.scrolls.forgetDevices()
            return nil
        case XI_DeviceChanged:
            let change = event.xcookie.data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            // A master pointer switching device mirrors the new device's classes;
            // a device changing its own classes must be read again.
            if change.reason == XIDeviceChange { translator.scrolls.forgetDevices() }
            translator.scrolls.resetPositions()
            return nil
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            let raw = UnsafePointer(event.xcookie.data.assumingMemoryBound(to: XIDeviceEvent.self))
            guard let device = XInput2DeviceEvent(raw) else { return nil }
            if !translator.scrolls.knowsDevice(device.sourceDevice) { readScrollAxes(of: device.sourceDevice) }
            return (device, translator.inputs(for: device, scale: scale))
        default:
            return nil
        }
    }

    /// The pointer left the window: valuators may move elsewhere.
    func pointerLeft() {
        translator.scrolls.resetPositions()
    }

    /// Reads a device's scroll classes and the valuators' current values.
    private func readScrollAxes(of device: Int32) {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, device, &count) else {
            translator.scrolls.setAxes([], for: device)
            return
        }
        defer { XIFreeDeviceInfo(info) }
        var axes: [ScrollValuator] = []
        var current: [Int: Double] = [:]
        for deviceIndex in 0..<Int(count) where info[deviceIndex].deviceid == device {
            let entry = info[deviceIndex]
            for classIndex in 0..<Int(entry.num_classes) {
                guard let any = entry.classes[classIndex] else { continue }
                switch any.pointee.type {
                case XIScrollClass:
                    let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    let axis: ScrollValuator.Axis = scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical
                    axes.append(ScrollValuator(number: Int(scroll.number), axis: axis, increment: scroll.increment))
                case XIValuatorClass:
                    let valuator = UnsafeRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                    current[Int(valuator.number)] = valuator.value
                default:
                    break
                }
            }
        }
        let scrollNumbers = Set(axes.map(\.number))
        translator.scrolls.setAxes(axes, for: device, current: current.filter { scrollNumbers.contains($0.key) })
    }
}
