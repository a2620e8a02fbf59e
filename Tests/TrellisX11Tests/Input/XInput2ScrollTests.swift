import CX11
import Testing
@testable import TrellisCore
@testable import TrellisX11

/// XInput 2 smooth scrolling: scroll valuators turned into point deltas,
/// emulated wheel buttons dropped, and decoding of the C event. Xvfb has
/// no device with scroll valuators (its XTEST pointer and mouse report
/// only Rel X/Rel Y, checked with `xinput list --long`), so valuator
/// events are built here as the server would send them; the selection and
/// the delivery of real XI2 button events are tested on a real server.
@Suite("XInput 2 scrolling")
@MainActor
struct XInput2ScrollTests {
    private static let wheel = ScrollValuator(number: 3, axis: .vertical, increment: 120)
    private static let touchpadV = ScrollValuator(number: 2, axis: .vertical, increment: 15)
    private static let touchpadH = ScrollValuator(number: 3, axis: .horizontal, increment: 15)

    @Test func theFirstValueOnlyRecordsThenDifferencesScrollInNotches() {
        var tracker = ScrollValuatorTracker()
        tracker.setAxes([Self.wheel], for: 9)
        #expect(tracker.delta(device: 9, values: [3: 1200]).delta == nil, "no earlier value to differ from")
        // A high-resolution wheel: 15 of 120 units is an eighth of a notch, 5 points.
        #expect(tracker.delta(device: 9, values: [3: 1215]).delta == CGSize(width: 0, height: 5))
        #expect(tracker.delta(device: 9, values: [3: 1095]).delta == CGSize(width: 0, height: -40))
    }

    @Test func aTouchpadScrollsBothAxesByFractions() {
        var tracker = ScrollValuatorTracker()
        tracker.setAxes([Self.touchpadV, Self.touchpadH], for: 11, current: [2: 0, 3: 100])
        let (delta, onlyScroll) = tracker.delta(device: 11, values: [2: 7.5, 3: 97])
        #expect(delta == CGSize(width: -8, height: 20), "7.5/15 notch down, 3/15 notch left")
        #expect(onlyScroll, "only scroll valuators moved: the pointer stayed")
        let moved = tracker.delta(device: 11, values: [0: 3, 2: 9])
        #expect(moved.delta == CGSize(width: 0, height: 4))
        #expect(!moved.onlyScroll, "valuator 0 (x) moved too")
    }

    @Test func aNegativeIncrementInvertsAndLeavingForgetsTheLastValue() {
        var tracker = ScrollValuatorTracker()
        tracker.setAxes([ScrollValuator(number: 2, axis: .vertical, increment: -15)], for: 4, current: [2: 30])
        #expect(tracker.delta(device: 4, values: [2: 45]).delta == CGSize(width: 0, height: -40), "natural scrolling")
        tracker.resetPositions()
        #expect(tracker.delta(device: 4, values: [2: 900]).delta == nil, "moved while outside: no jump on return")
        #expect(tracker.delta(device: 4, values: [2: 885]).delta == CGSize(width: 0, height: 40))
    }

    @Test func devicesWithoutScrollAxesAndBadIncrementsGiveNoScroll() {
        var tracker = ScrollValuatorTracker()
        tracker.setAxes([], for: 6)
        #expect(tracker.knowsDevice(6) && !tracker.hasScrollAxes(6))
        #expect(tracker.delta(device: 6, values: [0: 10, 1: 20]).delta == nil)
        tracker.setAxes([ScrollValuator(number: 2, axis: .vertical, increment: 0),
                         ScrollValuator(number: 3, axis: .vertical, increment: .nan)], for: 7, current: [2: 0, 3: 0])
        #expect(!tracker.hasScrollAxes(7), "a zero or NaN increment would divide into ∞")
        var unknown = ScrollValuatorTracker()
        #expect(unknown.delta(device: 2, values: [2: .infinity]).delta == nil)
    }

    @Test func emulatedWheelButtonsAreDroppedAndRealOnesScrollByNotches() {
        var translator = XInput2PointerTranslator()
        translator.scrolls.setAxes([Self.touchpadV], for: 11, current: [2: 0])
        let emulated = XInput2DeviceEvent(kind: .buttonPress, window: 1, x: 10, y: 10, button: 5, sourceDevice: 11, isEmulated: true)
        #expect(translator.inputs(for: emulated, scale: 1).isEmpty, "the valuator already scrolled")
        var release = emulated
        release.kind = .buttonRelease
        #expect(translator.inputs(for: release, scale: 1).isEmpty)
        // XTEST and old mice have no scroll valuators: their buttons 4–7 are the wheel.
        let notch = XInput2DeviceEvent(kind: .buttonPress, window: 1, x: 10, y: 10, button: 6, sourceDevice: 4)
        #expect(translator.inputs(for: notch, scale: 2) == [.scroll(CGPoint(x: 5, y: 5), delta: CGSize(width: -40, height: 0))])
    }

    @Test func buttonsAndMotionKeepTheirSubPixelPositionInPoints() {
        var translator = XInput2PointerTranslator()
        translator.scrolls.setAxes([Self.touchpadV], for: 11, current: [2: 0])
        let press = XInput2DeviceEvent(kind: .buttonPress, window: 1, x: 31.5, y: 12.25, button: 1, sourceDevice: 11)
        #expect(translator.inputs(for: press, scale: 1.5) == [.buttonDown(CGPoint(x: 21, y: 12.25 / 1.5), .primary)])
        let move = XInput2DeviceEvent(kind: .motion, window: 1, x: 30, y: 15, sourceDevice: 11, valuators: [0: 1, 1: 2])
        #expect(translator.inputs(for: move, scale: 1.5) == [.pointerMoved(CGPoint(x: 20, y: 10))])
        let scroll = XInput2DeviceEvent(kind: .motion, window: 1, x: 30, y: 15, sourceDevice: 11, valuators: [2: 3])
        #expect(translator.inputs(for: scroll, scale: 1.5) == [.scroll(CGPoint(x: 20, y: 10), delta: CGSize(width: 0, height: 8))],
                "deltas are in points already: the window scale is not applied to them")
        let bad = XInput2DeviceEvent(kind: .motion, window: 1, x: .nan, y: .infinity, sourceDevice: 11, valuators: [0: 1])
        #expect(translator.inputs(for: bad, scale: 0) == [.pointerMoved(.zero)])
    }

    @Test func anXIDeviceEventDecodesItsMaskedValuatorsInOrder() {
        var mask: [UInt8] = [0b0000_1101, 0b0000_0001]   // valuators 0, 2, 3 and 8
        var values: [Double] = [640.5, 7.5, -3, 99]
        var raw = XIDeviceEvent()
        raw.evtype = XI_Motion
        raw.event = 0x1234
        raw.event_x = 10.75
        raw.event_y = 4.5
        raw.sourceid = 11
        raw.flags = Int32(XIPointerEmulated)
        raw.mods.effective = Int32(ShiftMask)
        raw.time = 777
        let decoded = mask.withUnsafeMutableBufferPointer { maskBuffer in
            values.withUnsafeMutableBufferPointer { valueBuffer in
                raw.valuators = XIValuatorState(mask_len: 2, mask: maskBuffer.baseAddress, values: valueBuffer.baseAddress)
                return withUnsafePointer(to: raw) { XInput2DeviceEvent($0) }
            }
        }
        #expect(decoded == XInput2DeviceEvent(kind: .motion, window: 0x1234, x: 10.75, y: 4.5, sourceDevice: 11, isEmulated: true,
                                             modifiers: UInt32(ShiftMask), time: 777,
                                             valuators: [0: 640.5, 2: 7.5, 3: -3, 8: 99]))
        raw.evtype = XI_KeyPress
        #expect(withUnsafePointer(to: raw) { XInput2DeviceEvent($0) } == nil, "not a pointer event")
        raw.valuators = XIValuatorState(mask_len: 0, mask: nil, values: nil)
        #expect(XInput2DeviceEvent.values(of: raw.valuators).isEmpty)
    }
}
