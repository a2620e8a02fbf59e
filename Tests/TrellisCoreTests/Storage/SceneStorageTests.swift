import Foundation
import Testing
@testable import TrellisCore

private enum Tab: String { case first, second }

private struct TabButton: View {
    let name: String
    @SceneStorage("tab") private var tab = Tab.first
    var body: some View {
        Button("\(name) \(tab.rawValue)") { tab = tab == .first ? .second : .first }
    }
}

private struct Draft: View {
    @SceneStorage("draft") private var draft: String?
    @SceneStorage("count") private var count = 0
    var body: some View {
        VStack {
            TabButton(name: "a")
            TabButton(name: "b")
            Button("draft \(draft ?? "none") \(count)") { draft = "x"; count += 1 }
        }
    }
}

@MainActor
struct SceneStorageTests {
    @Test func viewsOfOneWindowShareAKeyAndAnotherWindowHasItsOwn() {
        let one = TestHost(Draft())
        let two = TestHost(Draft())
        one.click(text: "a first")
        #expect(one.node(text: "a second") != nil)
        #expect(one.node(text: "b second") != nil)
        #expect(two.node(text: "a first") != nil)
        one.click(text: "draft none 0")
        #expect(one.node(text: "draft x 1") != nil)
        #expect(two.node(text: "draft none 0") != nil)
    }

    @Test func aPopupSharesItsWindowsSceneStorage() {
        let host = TestHost(VStack { Menu("Pick") { TabButton(name: "in menu") }; TabButton(name: "outside") })
        host.click(text: "Pick")
        guard let request = host.host.popups.requests.first else { Issue.record("no menu opened"); return }
        let popup = host.host.makePopupHost(for: request)
        popup.resize(to: CGSize(width: 200, height: 60))
        _ = popup.update()
        let item = try! #require(popup.inspectionNodes().first { $0.text == "in menu first" })
        let point = CGPoint(x: item.rect.midX, y: item.rect.midY)
        popup.handle(.pointerMoved(point))
        popup.handle(.buttonDown(point, .primary))
        popup.handle(.buttonUp(point, .primary))
        _ = popup.update()
        #expect(host.node(text: "outside second") != nil)
    }
}

@MainActor
struct DefaultAppStorageTests {
    private struct Counter: View {
        @AppStorage("count") private var count = 0
        let name: String
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    private struct NamedStore: View {
        @AppStorage("count", store: UserDefaults(suiteName: "group.named")) private var count = 0
        var body: some View { Button("named \(count)") { count += 1 } }
    }

    @Test func defaultAppStorageChoosesTheSuitesFile() throws {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let base = WarningLog().store(home.file())
        let suite = try #require(UserDefaults(suiteName: "group.shared"))
        let host = TestHost(VStack {
            Counter(name: "standard")
            Counter(name: "suite").defaultAppStorage(suite)
            NamedStore()
        }.environment(\.appStorageStore, base))
        host.click(text: "suite 0")
        host.click(text: "suite 1")
        host.click(text: "standard 0")
        #expect(host.node(text: "suite 2") != nil)
        #expect(host.node(text: "standard 1") != nil)
        #expect(home.listing() == ["AppStorage-group.shared.json", "AppStorage.json"])
        #expect(home.contents(of: home.file())?.contains("\"count\" : 1") == true)
        let suiteFile = home.file().deletingLastPathComponent().appendingPathComponent("AppStorage-group.shared.json")
        #expect(home.contents(of: suiteFile)?.contains("\"count\" : 2") == true)

        // A property's own store: `store:` wins over the default.
        host.click(text: "named 0")
        #expect(home.listing() == ["AppStorage-group.named.json", "AppStorage-group.shared.json", "AppStorage.json"])
    }

    @Test func theSameSuiteIsOneStoreAndStandardIsTheAppsFile() throws {
        let base = AppStorageStore(file: URL(fileURLWithPath: "/tmp/none/AppStorage.json"), warn: { _ in })
        let a = try #require(UserDefaults(suiteName: "group.one"))
        let b = try #require(UserDefaults(suiteName: "group.one"))
        #expect(base.store(for: a) === base.store(for: b))
        #expect(base.store(for: .standard) === base)
        #expect(base.store(for: a).file?.lastPathComponent == "AppStorage-group.one.json")
        // A suite name cannot leave the directory.
        let sneaky = try #require(UserDefaults(suiteName: "../../etc/x"))
        #expect(base.store(for: sneaky).file?.deletingLastPathComponent().path == "/tmp/none")
    }
}

@MainActor
struct SceneDefaultAppStorageTests {
    private struct StoreName: View {
        @Environment(\.appStorageStore) private var store
        var body: some View { Text(store.file?.lastPathComponent ?? "memory") }
    }

    @Test func aScenesDefaultStoreReachesItsWindows() throws {
        let suite = try #require(UserDefaults(suiteName: "group.scene"))
        let scene = WindowGroup { StoreName() }.defaultAppStorage(suite)
        let spec = try #require(Scenes.windows(of: scene).first)
        let base = AppStorageStore(file: URL(fileURLWithPath: "/tmp/none/AppStorage.json"), warn: { _ in })
        let host = TestHost(spec.makeContent().environment(\.appStorageStore, base))
        #expect(host.node(text: "AppStorage-group.scene.json") != nil)
    }
}
