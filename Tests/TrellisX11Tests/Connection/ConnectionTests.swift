import CX11
import Testing
@testable import TrellisX11
import TrellisCore

@Suite("X11 connection", .serialized)
@MainActor
struct ConnectionTests {
    @Test func unreachableDisplayIsOneClearLine() {
        #expect(throws: X11ConnectionError.unreachable(":999")) { try X11Connection(name: ":999") }
        let message = X11ConnectionError.unreachable(":999").description
        #expect(message.hasPrefix("trellis: cannot open X display \":999\""))
        #expect(!message.contains("\n"))
    }

    @Test func unsetDisplayIsNamedAsSuch() {
        #expect(throws: X11ConnectionError.displayUnset) { try X11Connection(name: "") }
        let message = X11ConnectionError.displayUnset.description
        #expect(message.contains("DISPLAY is unset"))
        #expect(!message.contains("\n"))
    }

    @Test func scaleComesFromXftDpi() {
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\t192\n") == 2)
        #expect(DisplayScale.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t144\n") == 1.5)
        #expect(DisplayScale.scale(fromResources: nil) == 1)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\tlots\n") == 1)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\t0\n") == 1)
    }

    @Test func openingAPrivateServerWorks() throws {
        try X11TestSession.with { session in
            #expect(session.connection.scale == 1)
            #expect(session.connection.screenPixelSize.width == 640)
            #expect(session.connection.atoms.wmDeleteWindow != 0)
        }
    }

    @Test func windowCarriesTitleAndSizeHints() throws {
        try X11TestSession.with { session in
            let display = session.connection.display
            let window = X11Window(connection: session.connection, title: "Палитра 选择", pixelWidth: 300, pixelHeight: 200)
            defer { window.destroy() }
            window.setSizeLimits(WindowSizeLimits(minimum: CGSize(width: 120.2, height: 80),
                                                  ideal: CGSize(width: 300, height: 200),
                                                  maximum: CGSize(width: CGFloat.infinity, height: .infinity)))
            var hints = XSizeHints()
            var supplied = 0
            #expect(XGetWMNormalHints(display, window.id, &hints, &supplied) != 0)
            #expect(hints.flags & PMinSize != 0)
            #expect(hints.flags & PMaxSize == 0)
            #expect(hints.min_width == 121 && hints.min_height == 80)

            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>? = nil
            let atoms = session.connection.atoms
            XGetWindowProperty(display, window.id, atoms.netWmName, 0, 1024, False, atoms.utf8String,
                               &type, &format, &count, &after, &data)
            defer { if let data { XFree(data) } }
            let title = data.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(count)), as: UTF8.self) }
            #expect(title == "Палитра 选择")
        }
    }
}

@Suite("X11 input and window size")
struct InputTranslationTests {
    @Test func buttonsMapToCoreEvents() {
        let p = CGPoint(x: 5, y: 10)
        #expect(X11InputTranslation.buttonEvent(button: 1, pressed: true, x: 10, y: 20, scale: 2) == .buttonDown(p, .primary))
        #expect(X11InputTranslation.buttonEvent(button: 3, pressed: false, x: 10, y: 20, scale: 2) == .buttonUp(p, .secondary))
        #expect(X11InputTranslation.buttonEvent(button: 2, pressed: true, x: 10, y: 20, scale: 2) == .buttonDown(p, .middle))
    }

    @Test func wheelDownRevealsContentFurtherDown() {
        let p = CGPoint(x: 10, y: 20)
        #expect(X11InputTranslation.buttonEvent(button: 5, pressed: true, x: 10, y: 20, scale: 1) == .scroll(p, delta: CGSize(width: 0, height: 40)))
        #expect(X11InputTranslation.buttonEvent(button: 4, pressed: true, x: 10, y: 20, scale: 1) == .scroll(p, delta: CGSize(width: 0, height: -40)))
        #expect(X11InputTranslation.buttonEvent(button: 7, pressed: true, x: 10, y: 20, scale: 1) == .scroll(p, delta: CGSize(width: 40, height: 0)))
        #expect(X11InputTranslation.buttonEvent(button: 5, pressed: false, x: 10, y: 20, scale: 1) == nil)
        #expect(X11InputTranslation.buttonEvent(button: 9, pressed: true, x: 10, y: 20, scale: 1) == nil)
    }

    @Test func initialSizeIsIdealClampedAndAlwaysFinite() {
        let screen = CGSize(width: 1280, height: 800)
        func size(_ min: CGSize, _ ideal: CGSize, _ max: CGSize = CGSize(width: CGFloat.infinity, height: .infinity)) -> CGSize {
            InitialWindowSize.points(limits: WindowSizeLimits(minimum: min, ideal: ideal, maximum: max), screen: screen)
        }
        #expect(size(CGSize(width: 1, height: 1), CGSize(width: 400, height: 300)) == CGSize(width: 400, height: 300))
        #expect(size(CGSize(width: 500, height: 1), CGSize(width: 400, height: 300)) == CGSize(width: 500, height: 300))
        #expect(size(CGSize(width: 1, height: 1), CGSize(width: 5000, height: 300)) == CGSize(width: 1280, height: 300))
        #expect(size(.zero, CGSize(width: CGFloat.infinity, height: .nan)) == CGSize(width: 800, height: 600))
        #expect(size(.zero, .zero) == CGSize(width: 800, height: 600))
        #expect(size(.zero, CGSize(width: 900, height: 700), CGSize(width: 600, height: 500)) == CGSize(width: 600, height: 500))
    }
}
