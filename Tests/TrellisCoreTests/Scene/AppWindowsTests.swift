import Foundation
import Testing
@testable import TrellisCore

/// An app's windows without a server: `AppWindows` with hosts on the
/// deterministic measurer and one virtual clock.
@MainActor
final class AppHarness {
    let clock = VirtualClock()
    let measurer = FixedWidthMeasurer()
    let windows: AppWindows

    /// `body` declares the scenes again, as an app's body does for its
    /// menu bar's commands.
    init<S: Scene>(_ scene: S, body: (@MainActor () -> S)? = nil) {
        let clock = self.clock, measurer = self.measurer
        var scenes: (@MainActor () -> [WindowSpec])?
        if let body { scenes = { Scenes.windows(of: body()) } }
        windows = AppWindows(specs: Scenes.windows(of: scene), appTitle: "Test", scenes: scenes) { content, _ in
            ViewHost(rootView: content, measurer: measurer, clock: clock, windowResizeAnimation: nil)
        }
    }

    /// A test host over the open window `index` (in opening order).
    func window(_ index: Int) -> TestHost {
        TestHost(host: windows.open[index].host, clock: clock, measurer: measurer)
    }

    var titles: [String] { windows.open.map(\.title) }
}

private struct Document: Codable, Hashable { let name: String }

@MainActor
struct AppWindowsTests {
    private struct Opener: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack {
                Button("Viewer") { openWindow(id: "viewer") }
                Button("Inspector") { openWindow(id: "inspector") }
                Button("Open A") { openWindow(value: Document(name: "A")) }
                Button("Open B") { openWindow(id: "doc", value: Document(name: "B")) }
                Button("Close viewers") { dismissWindow(id: "viewer") }
            }
        }
    }

    private struct DocumentView: View {
        @Binding var document: Document?
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Doc \(document?.name ?? "none")")
                Button("Rename") { document = Document(name: "C") }
                Button("Done") { dismiss() }
            }
        }
    }

    private struct Demo: App {
        var body: some Scene {
            WindowGroup("Main") { Opener() }
            WindowGroup("Viewer", id: "viewer") { Text("Viewer window") }
            WindowGroup("Document", id: "doc", for: Document.self) { $document in DocumentView(document: $document) }
            Window("Inspector", id: "inspector") { Text("Inspector window") }
        }
    }

    @Test func theFirstSceneOpensAtLaunchAndOnlyIt() {
        let app = AppHarness(Demo().body)
        #expect(app.windows.open.isEmpty)
        app.windows.openLaunchWindow()
        #expect(app.titles == ["Main"])
    }

    @Test func openWindowByIDOpensANewWindowOfAGroupEachTime() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.click(text: "Viewer")
        main.click(text: "Viewer")
        #expect(app.titles == ["Main", "Viewer", "Viewer"])
        #expect(app.window(1).node(text: "Viewer window") != nil)
        // Each window has its own graph.
        #expect(app.windows.open[1].host !== app.windows.open[2].host)
    }

    @Test func aSingleWindowOpensOnceAndIsBroughtForwardAfterwards() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.click(text: "Inspector")
        #expect(app.windows.takeRaiseRequests().isEmpty)
        main.click(text: "Inspector")
        #expect(app.titles == ["Main", "Inspector"])
        #expect(app.windows.takeRaiseRequests() == [app.windows.open[1].id])
    }

    @Test func aPresentedValueOpensItsGroupAndTheSameValueRaisesItsWindow() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.click(text: "Open A")
        main.click(text: "Open B")
        #expect(app.titles == ["Main", "Document", "Document"])
        #expect(app.window(1).node(text: "Doc A") != nil)
        #expect(app.window(2).node(text: "Doc B") != nil)
        _ = app.windows.takeRaiseRequests()
        main.click(text: "Open A")
        #expect(app.windows.open.count == 3)
        #expect(app.windows.takeRaiseRequests() == [app.windows.open[1].id])
    }

    @Test func theBindingChangesWhatTheWindowPresents() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        app.window(0).click(text: "Open A")
        let document = app.window(1)
        document.click(text: "Rename")
        #expect(document.node(text: "Doc C") != nil)
        #expect(app.windows.open[1].presentedValue == AnyHashable(Document(name: "C")))
        // "A" is no longer shown anywhere: opening it makes a new window.
        app.window(0).click(text: "Open A")
        #expect(app.windows.open.count == 3)
    }

    @Test func dismissInAWindowClosesItAndDismissWindowClosesAScene() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.click(text: "Open A")
        app.window(1).click(text: "Done")
        #expect(app.titles == ["Main"])
        main.click(text: "Viewer")
        main.click(text: "Viewer")
        main.click(text: "Close viewers")
        #expect(app.titles == ["Main"])
    }

    @Test func unknownIDsAndValueTypesOpenNothing() {
        struct Other: Codable, Hashable {}
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        app.windows.openWindow(id: "nowhere", value: nil)
        app.windows.openWindow(id: nil, value: AnyHashable(Other()))
        app.windows.openWindow(id: "viewer", value: AnyHashable(Document(name: "X")))
        #expect(app.titles == ["Main"])
    }

    @Test func aDefaultValueFillsTheBindingUntilAValueIsSet() {
        struct Counters: App {
            var body: some Scene {
                WindowGroup("Main") { Text("Main") }
                WindowGroup("Counter", id: "counter", for: Int.self) { $value in
                    Button("Count \(value)") { value += 1 }
                } defaultValue: { 10 }
            }
        }
        let app = AppHarness(Counters().body)
        app.windows.openLaunchWindow()
        app.windows.openWindow(id: "counter", value: nil)
        app.windows.openWindow(id: "counter", value: AnyHashable(3))
        let plain = app.window(1), three = app.window(2)
        #expect(plain.node(text: "Count 10") != nil)
        #expect(three.node(text: "Count 3") != nil)
        plain.click(text: "Count 10")
        #expect(plain.node(text: "Count 11") != nil)
        #expect(app.windows.open[1].presentedValue == AnyHashable(11))
    }

    @Test func twoHundredWindowsOpenedAndClosedLeaveNoGraphBehind() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        var hosts: [WeakBox<ViewHost>] = []
        var roots: [WeakBox<ViewNode>] = []
        for index in 0..<200 {
            app.windows.openWindow(id: index.isMultiple(of: 2) ? "viewer" : "doc",
                                   value: index.isMultiple(of: 2) ? nil : AnyHashable(Document(name: "\(index)")))
            let record = app.windows.open.last!
            let window = TestHost(host: record.host, clock: app.clock, measurer: app.measurer)
            _ = window.nodes
            hosts.append(WeakBox(record.host))
            roots.append(WeakBox(record.host.root))
        }
        #expect(app.windows.open.count == 201)
        for record in app.windows.open.dropFirst() { app.windows.close(record.id) }
        #expect(app.windows.open.count == 1)
        #expect(hosts.allSatisfy { $0.value == nil })
        #expect(roots.allSatisfy { $0.value == nil })
    }
}

final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
